// Gallery: libxml2 HTML.
