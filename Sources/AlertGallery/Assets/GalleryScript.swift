/// `assets/gallery.js`: enhancements only. Every page works without it.
///
/// - the theme switch (automatic, light, dark), remembered in `localStorage` when allowed;
/// - on the index: shows the filter form, applies `?severity=&rule=&trigger=&locale=&q=` from
///   the URL, and keeps the URL in step as the filters change, so a view can be shared.
///
/// It reads page data only through `dataset` and form values and writes only `textContent`,
/// `hidden` and attributes: nothing it touches is parsed as HTML.
enum GalleryScript {
  static let text: StaticString = """
    (function () {
      "use strict";
      var root = document.documentElement;
      var themeKey = "alert-preview-theme";
      var themes = ["auto", "light", "dark"];
      var themeNames = { auto: "automatic", light: "light", dark: "dark" };

      function storedTheme() {
        try { return localStorage.getItem(themeKey) || "auto"; } catch (e) { return "auto"; }
      }
      function applyTheme(theme, button) {
        if (theme === "auto") { root.removeAttribute("data-theme"); }
        else { root.setAttribute("data-theme", theme); }
        if (button) { button.textContent = "Theme: " + themeNames[theme]; }
      }
      applyTheme(storedTheme(), null);

      function setUpTheme() {
        var button = document.getElementById("theme-toggle");
        if (!button) { return; }
        button.hidden = false;
        applyTheme(storedTheme(), button);
        button.addEventListener("click", function () {
          var next = themes[(themes.indexOf(storedTheme()) + 1) % themes.length];
          try { localStorage.setItem(themeKey, next); } catch (e) { /* private mode */ }
          applyTheme(next, button);
        });
      }

      function setUpFilters() {
        var form = document.getElementById("filters");
        if (!form) { return; }
        var cards = Array.prototype.slice.call(document.querySelectorAll(".cards > .card"));
        var status = document.getElementById("filter-status");
        var noMatch = document.querySelector(".no-match");
        var names = ["severity", "rule", "trigger", "locale", "q"];
        form.hidden = false;

        var params = new URLSearchParams(window.location.search);
        names.forEach(function (name) {
          var control = form.elements[name];
          var value = params.get(name);
          if (!control || value === null) { return; }
          if (control.tagName === "SELECT") {
            var known = Array.prototype.some.call(control.options, function (option) {
              return option.value === value;
            });
            if (!known) {
              var option = document.createElement("option");
              option.value = value;
              option.textContent = value;
              control.appendChild(option);
            }
          }
          control.value = value;
        });

        function state() {
          var result = {};
          names.forEach(function (name) {
            var control = form.elements[name];
            result[name] = control ? control.value.trim() : "";
          });
          return result;
        }

        function matches(card, s) {
          var data = card.dataset;
          if (s.severity && data.severity !== s.severity) { return false; }
          if (s.rule && (" " + data.rules + " ").indexOf(" " + s.rule + " ") < 0) { return false; }
          if (s.trigger && data.trigger !== s.trigger) { return false; }
          if (s.locale && data.locale !== s.locale) { return false; }
          if (s.q) {
            var words = s.q.toLowerCase().split(/\\s+/);
            for (var i = 0; i < words.length; i += 1) {
              if (words[i] && data.search.indexOf(words[i]) < 0) { return false; }
            }
          }
          return true;
        }

        function apply() {
          var s = state();
          var shown = 0;
          cards.forEach(function (card) {
            var visible = matches(card, s);
            card.hidden = !visible;
            if (visible) { shown += 1; }
          });
          if (status) {
            status.textContent = shown === cards.length
              ? "Showing all " + cards.length + (cards.length === 1 ? " card." : " cards.")
              : "Showing " + shown + " of " + cards.length + " cards.";
          }
          if (noMatch) { noMatch.hidden = shown > 0; }
          var query = new URLSearchParams();
          names.forEach(function (name) { if (s[name]) { query.set(name, s[name]); } });
          var search = query.toString();
          var url = window.location.pathname + (search ? "?" + search : "") + window.location.hash;
          try { window.history.replaceState(null, "", url); } catch (e) { /* file: in some browsers */ }
        }

        form.addEventListener("input", apply);
        form.addEventListener("change", apply);
        form.addEventListener("submit", function (event) { event.preventDefault(); apply(); });
        form.addEventListener("reset", function () { window.setTimeout(apply, 0); });
        apply();
      }

      function start() { setUpTheme(); setUpFilters(); }
      if (document.readyState === "loading") {
        document.addEventListener("DOMContentLoaded", start);
      } else {
        start();
      }
    })();

    """
}
