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
      document.dispatchEvent(new Event("alert-preview-theme"));
    });
  }

  function setUpFilters() {
    var form = document.getElementById("filters");
    if (!form) { return; }
    var cards = Array.prototype.slice.call(document.querySelectorAll(".cards > .card"));
    var status = document.getElementById("filter-status");
    var noMatch = document.querySelector(".no-match");
    var names = ["severity", "rule", "trigger", "locale", "size", "fit", "look", "appearance", "q"];
    var fitWords = {
      fits: "fits", wraps: "title wraps", stacks: "buttons stack",
      truncates: "a label truncates", scrolls: "text scrolls", none: "not rendered"
    };
    var fitSymbols = {
      fits: "\u2713", wraps: "\u21b5", stacks: "\u2630", truncates: "\u2026",
      scrolls: "\u21c5", none: ""
    };
    cards.forEach(function (card) {
      var image = card.querySelector(".card-preview img");
      var line = card.querySelector(".card-fit");
      var link = card.querySelector(".card-screen");
      card.original = {
        src: image ? image.getAttribute("src") : null,
        href: link ? link.getAttribute("href") : null,
        fit: line ? line.className : "",
        label: line ? line.querySelector(".fit-label").textContent : "",
        symbol: line ? line.querySelector(".fit-symbol").textContent : "",
        words: line ? line.querySelector(".fit-words").textContent : ""
      };
    });
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
      if (s.locale && (" " + data.locales + " ").indexOf(" " + s.locale + " ") < 0) {
        return false;
      }
      if (s.size && (" " + data.sizes + " ").indexOf(" " + s.size + " ") < 0) { return false; }
      if (s.fit && !variantsOf(card, s).some(function (v) { return v.fit === s.fit; })) {
        return false;
      }
      if (s.q) {
        var words = s.q.toLowerCase().split(/\s+/);
        for (var i = 0; i < words.length; i += 1) {
          if (words[i] && data.search.indexOf(words[i]) < 0) { return false; }
        }
      }
      return true;
    }

    // The card's variants that match the locale and size filters, with their fits; the
    // spec's own text counts as the spec's locale.
    function variantsOf(card, s) {
      var data = card.dataset;
      var fits = {};
      (data.fits || "").split(" ").forEach(function (pair) {
        var at = pair.lastIndexOf("=");
        if (at > 0) { fits[pair.slice(0, at)] = pair.slice(at + 1); }
      });
      return (data.variants || "").split(" ").filter(Boolean).map(function (key) {
        var colon = key.lastIndexOf(":");
        var locale = key.slice(0, colon);
        return {
          key: key, locale: locale, shownLocale: locale || data.specLocale || "",
          size: key.slice(colon + 1), fit: fits[key] || "none"
        };
      }).filter(function (v) {
        return (!s.locale || v.shownLocale === s.locale) && (!s.size || v.size === s.size);
      });
    }

    // The appearance the cards show: the one chosen, else the page's theme.
    function appearanceOf(s) {
      if (s.appearance) { return s.appearance; }
      var theme = root.getAttribute("data-theme");
      if (theme) { return theme; }
      return window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches
        ? "dark" : "light";
    }

    // The card picture's name without its variant, in the chosen look and appearance when the
    // card has them: the first look is at the site's root, the others in look.<name>/.
    function pictureStem(card, s) {
      var data = card.dataset;
      var stem = data.previewStem || "";
      var appearances = (data.appearances || "").split(" ");
      var appearance = appearanceOf(s);
      var dot = stem.lastIndexOf(".");
      if (dot > 0 && appearances.indexOf(appearance) >= 0) {
        stem = stem.slice(0, dot + 1) + appearance;
      }
      var looks = (data.looks || "").split(" ");
      if (s.look && looks.indexOf(s.look) > 0) { stem = "look." + s.look + "/" + stem; }
      return stem;
    }

    // Shows the card's preview and fit line in the first variant the filters choose.
    function showVariant(card, s) {
      var image = card.querySelector(".card-preview img");
      var link = card.querySelector(".card-screen");
      var line = card.querySelector(".card-fit");
      var data = card.dataset;
      var original = card.original;
      var chosen = (s.locale || s.size) ? variantsOf(card, s)[0] : null;
      if (image && original.src !== null) {
        var src = original.src;
        var href = original.href;
        var at = data.previewStem ? original.src.lastIndexOf(data.previewStem) : -1;
        var stem = pictureStem(card, s);
        if ((chosen || stem !== data.previewStem) && at >= 0) {
          // The variant the page names, unless the filters choose another.
          var variant = chosen
            ? (chosen.locale ? "." + chosen.locale : "") + (chosen.size !== "L" ? "." + chosen.size : "")
            : original.src.slice(at + data.previewStem.length,
              original.src.length - data.previewTail.length);
          var name = stem + variant;
          src = original.src.slice(0, at) + name + data.previewTail;
          href = original.src.slice(0, at) + name
            + data.previewTail.replace(/\.card\.png$/, ".png");
        }
        if (image.getAttribute("src") !== src) { image.setAttribute("src", src); }
        if (link && href !== null && link.getAttribute("href") !== href) {
          link.setAttribute("href", href);
        }
      }
      if (line) {
        var label = chosen ? [chosen.locale, chosen.size].filter(Boolean).join(" \u00b7 ") + ": "
          : original.label;
        line.className = chosen ? "card-fit fit-" + chosen.fit : original.fit;
        line.querySelector(".fit-label").textContent = label;
        line.querySelector(".fit-symbol").textContent =
          chosen ? fitSymbols[chosen.fit] || "" : original.symbol;
        line.querySelector(".fit-words").textContent =
          chosen ? " " + (fitWords[chosen.fit] || chosen.fit) : original.words;
      }
    }

    function apply() {
      var s = state();
      var shown = 0;
      cards.forEach(function (card) {
        var visible = matches(card, s);
        card.hidden = !visible;
        if (visible) { shown += 1; showVariant(card, s); }
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
    document.addEventListener("alert-preview-theme", apply);
    if (window.matchMedia) {
      var dark = window.matchMedia("(prefers-color-scheme: dark)");
      if (dark.addEventListener) { dark.addEventListener("change", apply); }
    }
    apply();
  }

  // The alert page's compare: two previews side by side that differ in one thing (the look,
  // the appearance, the text size or the locale), on one device and orientation.
  function setUpCompare() {
    var section = document.getElementById("compare");
    if (!section) { return; }
    var figures = Array.prototype.slice.call(
      document.querySelectorAll("figure.preview[data-device]"));
    var keys = ["device", "orientation", "appearance", "look", "size", "locale"];
    var dimensions = [["look", "Looks"], ["appearance", "Appearances"],
      ["size", "Text sizes"], ["locale", "Locales"]];
    function values(key, within) {
      var seen = [];
      (within || figures).forEach(function (f) {
        if (seen.indexOf(f.dataset[key]) < 0) { seen.push(f.dataset[key]); }
      });
      return seen;
    }
    var choices = dimensions.filter(function (d) { return values(d[0]).length > 1; });
    if (!choices.length || !figures.length) { return; }
    var controls = section.querySelector(".compare-controls");
    var pair = section.querySelector(".compare-pair");
    function select(label, name, options) {
      var field = document.createElement("div");
      field.className = "field";
      var title = document.createElement("label");
      title.textContent = label;
      title.htmlFor = "compare-" + name;
      var control = document.createElement("select");
      control.id = "compare-" + name;
      field.appendChild(title);
      field.appendChild(control);
      controls.appendChild(field);
      fill(control, options);
      control.addEventListener("change", show);
      return control;
    }
    function fill(control, options) {
      control.textContent = "";
      options.forEach(function (o) {
        var option = document.createElement("option");
        option.value = o[0];
        option.textContent = o[1];
        control.appendChild(option);
      });
    }
    var places = [];
    figures.forEach(function (f) {
      var place = f.dataset.device + " \u00b7 " + f.dataset.orientation;
      if (places.indexOf(place) < 0) { places.push(place); }
    });
    var by = select("Compare", "by", choices);
    var place = select("On", "place", places.map(function (p) { return [p, p]; }));
    var left = select("Left", "left", []);
    var right = select("Right", "right", []);
    function named(key, value) { return value || (key === "locale" ? "the spec's text" : "none"); }
    function sides() {
      var options = values(by.value).map(function (v) { return [v, named(by.value, v)]; });
      fill(left, options);
      fill(right, options);
      right.selectedIndex = Math.min(1, options.length - 1);
      show();
    }
    by.addEventListener("change", sides);
    function figure(value) {
      var chosen = place.value;
      var base = figures.filter(function (f) {
        return f.dataset.device + " \u00b7 " + f.dataset.orientation === chosen;
      })[0];
      if (!base) { return null; }
      return figures.filter(function (f) {
        return keys.every(function (key) {
          return f.dataset[key] === (key === by.value ? value : base.dataset[key]);
        });
      })[0] || null;
    }
    function side(value) {
      var box = document.createElement("figure");
      box.className = "compare-side";
      var found = figure(value);
      var picture = found && found.querySelector(".zoom, img");
      if (picture) {
        box.appendChild(picture.cloneNode(true));
      } else {
        var empty = document.createElement("p");
        empty.className = "empty";
        empty.textContent = "Not rendered in this gallery.";
        box.appendChild(empty);
      }
      var caption = document.createElement("figcaption");
      caption.textContent = named(by.value, value);
      box.appendChild(caption);
      return box;
    }
    function show() {
      pair.textContent = "";
      pair.appendChild(side(left.value));
      pair.appendChild(side(right.value));
    }
    sides();
    section.hidden = false;
  }

  function start() { setUpTheme(); setUpFilters(); setUpCompare(); }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
