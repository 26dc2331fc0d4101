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
    var names = ["severity", "rule", "trigger", "locale", "size", "fit", "q"];
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
      card.original = {
        src: image ? image.getAttribute("src") : null,
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

    // Shows the card's preview and fit line in the first variant the filters choose.
    function showVariant(card, s) {
      var image = card.querySelector(".card-preview img");
      var line = card.querySelector(".card-fit");
      var data = card.dataset;
      var original = card.original;
      var chosen = (s.locale || s.size) ? variantsOf(card, s)[0] : null;
      if (image && original.src !== null) {
        var src = original.src;
        var at = data.previewStem ? original.src.lastIndexOf(data.previewStem) : -1;
        if (chosen && at >= 0) {
          src = original.src.slice(0, at) + data.previewStem
            + (chosen.locale ? "." + chosen.locale : "")
            + (chosen.size !== "L" ? "." + chosen.size : "") + data.previewTail;
        }
        if (image.getAttribute("src") !== src) { image.setAttribute("src", src); }
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
    apply();
  }

  function start() { setUpTheme(); setUpFilters(); }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
