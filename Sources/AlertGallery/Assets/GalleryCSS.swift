/// `assets/gallery.css`: light and dark themes (following `prefers-color-scheme`, or the
/// theme switch), a card grid from 375 px up, visible focus, and severity drawn with a shape
/// and a word as well as a colour. Every text colour meets WCAG AA on its background.
enum GalleryCSS {
  static let text: StaticString = """
    :root {
      color-scheme: light;
      --bg: #f2f2f5; --fg: #1d1d1f; --muted: #55555b; --card: #ffffff; --line: #cfcfd6;
      --accent: #0a58b8; --focus: #0a58b8; --chip: #e8e8ee; --code-bg: #f6f6f9;
      --error: #b3261e; --error-bg: #fdeceb; --warning: #8a4a00; --warning-bg: #fff3e0;
      --suggestion: #1d5c9e; --suggestion-bg: #e8f1fb; --none: #1e6b34; --none-bg: #e7f5ea;
      --bar: #5a6ea8;
    }
    @media (prefers-color-scheme: dark) {
      :root:not([data-theme="light"]) {
        color-scheme: dark;
        --bg: #101012; --fg: #f2f2f5; --muted: #b0b0b8; --card: #1c1c1f; --line: #3a3a40;
        --accent: #7fb8ff; --focus: #9cc8ff; --chip: #2a2a30; --code-bg: #151518;
        --error: #ff9a92; --error-bg: #3b1614; --warning: #f7b955; --warning-bg: #35250c;
        --suggestion: #9ccaff; --suggestion-bg: #112a45; --none: #7fd69a; --none-bg: #12301c;
        --bar: #8ea2e0;
      }
    }
    :root[data-theme="dark"] {
      color-scheme: dark;
      --bg: #101012; --fg: #f2f2f5; --muted: #b0b0b8; --card: #1c1c1f; --line: #3a3a40;
      --accent: #7fb8ff; --focus: #9cc8ff; --chip: #2a2a30; --code-bg: #151518;
      --error: #ff9a92; --error-bg: #3b1614; --warning: #f7b955; --warning-bg: #35250c;
      --suggestion: #9ccaff; --suggestion-bg: #112a45; --none: #7fd69a; --none-bg: #12301c;
      --bar: #8ea2e0;
    }
    * { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; }
    body {
      margin: 0; background: var(--bg); color: var(--fg);
      font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue",
        Arial, sans-serif;
    }
    [hidden] { display: none !important; }
    a { color: var(--accent); text-underline-offset: 0.15em; }
    :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 4px; }
    main:focus { outline: none; }
    code, pre {
      font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Noto Sans Mono", monospace;
      font-size: 0.875em;
    }
    .visually-hidden {
      position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    .skip-link { position: absolute; left: 0.5rem; top: -3rem; background: var(--card);
      padding: 0.5rem 0.75rem; z-index: 10; }
    .skip-link:focus { top: 0.5rem; }
    .site-header, main, .site-footer { max-width: 84rem; margin: 0 auto; padding: 0 1rem; }
    .site-header { padding-top: 0.75rem; padding-bottom: 0.5rem; }
    .site-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem;
      justify-content: space-between; border-bottom: 1px solid var(--line); padding-bottom: 0.5rem; }
    .site-bar ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; margin: 0; padding: 0;
      list-style: none; }
    .site-bar a { font-weight: 600; text-decoration: none; padding: 0.25rem 0; }
    .site-bar a:hover { text-decoration: underline; }
    .site-bar a[aria-current="page"] { color: var(--fg); border-bottom: 2px solid var(--fg); }
    button, select, input {
      font: inherit; color: var(--fg); background: var(--card); border: 1px solid var(--line);
      border-radius: 8px; padding: 0.4rem 0.6rem; min-height: 2.5rem;
    }
    button { cursor: pointer; font-weight: 600; }
    button:hover { border-color: var(--muted); }
    h1 { margin: 1rem 0 0.25rem; font-size: 1.75rem; line-height: 1.2; overflow-wrap: anywhere; }
    h2 { margin: 1.75rem 0 0.75rem; font-size: 1.3rem; line-height: 1.3; }
    h3 { margin: 0 0 0.5rem; font-size: 1.05rem; line-height: 1.3; }
    .summary, .alert-meta, .alert-summary, .card-id, .site-footer, .filter-status,
    figcaption { color: var(--muted); }
    .summary { margin: 0 0 0.5rem; }
    .empty { color: var(--muted); font-style: italic; }
    .no-title { font-style: italic; }
    .site-footer { padding-top: 2rem; padding-bottom: 2rem; font-size: 0.875rem; }

    .overview { display: grid; gap: 1rem 2rem; grid-template-columns: minmax(0, 1fr); }
    .overview h2 { margin-bottom: 0; }
    @media (min-width: 60rem) {
      .overview { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); align-items: start; }
      .overview h2 { grid-column: 1 / -1; }
    }
    .stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(6.5rem, 1fr));
      gap: 0.5rem; margin: 0; }
    .stat { background: var(--card); border: 1px solid var(--line); border-radius: 12px;
      padding: 0.6rem 0.8rem; }
    .stat dt { font-size: 0.875rem; color: var(--muted); }
    .stat dt { white-space: nowrap; }
    .stat dd { margin: 0; font-size: 1.6rem; font-weight: 700; font-variant-numeric: tabular-nums; }
    .stat-error dt, .stat-input dt { color: var(--error); }
    .stat-warning dt { color: var(--warning); }
    .stat-suggestion dt { color: var(--suggestion); }
    .chart { background: var(--card); border: 1px solid var(--line); border-radius: 12px;
      padding: 0.75rem 1rem; }
    .chart .empty { margin: 0; }
    .chart-rows { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.4rem; }
    .chart-row { display: grid; grid-template-columns: minmax(0, 11rem) minmax(3rem, 1fr) auto;
      gap: 0.5rem; align-items: center; font-size: 0.875rem; }
    .chart-label { overflow-wrap: anywhere; }
    .chart-track { height: 0.75rem; background: var(--chip); border-radius: 6px; overflow: hidden; }
    .chart-bar { display: block; height: 100%; background: var(--bar); border-radius: 6px; }
    .chart-value { color: var(--muted); font-variant-numeric: tabular-nums; }

    .filters { display: grid; gap: 0.75rem; align-items: end; margin: 0 0 0.5rem;
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr)); background: var(--card);
      border: 1px solid var(--line); border-radius: 12px; padding: 0.75rem; }
    .field { display: flex; flex-direction: column; gap: 0.25rem; min-width: 0; }
    .field label { font-size: 0.875rem; font-weight: 600; }
    .field-search { grid-column: span 2; }
    .filter-status { margin: 0.25rem 0 0.75rem; font-size: 0.9rem; }
    .no-match { padding: 1rem; background: var(--card); border-radius: 12px; }

    .cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 21rem), 1fr)); }
    .card { position: relative; display: flex; gap: 0.9rem; background: var(--card);
      border: 1px solid var(--line); border-left: 6px solid var(--line); border-radius: 12px;
      padding: 0.75rem; }
    .card.sev-error { border-left-color: var(--error); }
    .card.sev-warning { border-left-color: var(--warning); }
    .card.sev-suggestion { border-left-color: var(--suggestion); }
    .card.sev-none { border-left-color: var(--none); }
    .card:hover { border-color: var(--muted); }
    .card:focus-within { outline: 3px solid var(--focus); outline-offset: 2px; }
    .card a:focus-visible { outline: none; }
    .card-preview { flex: 0 0 auto; position: relative; width: 136px; height: 184px;
      overflow: hidden; border-radius: 10px; border: 1px solid var(--line);
      background: var(--chip); }
    .card-preview img { position: absolute; left: 50%; top: 50%; display: block;
      max-width: none; transform: translate(-50%, -50%); }
    @media (max-width: 26rem) {
      .card-preview { width: 112px; height: 164px; }
      .card-preview img { width: 150px; height: auto; }
    }
    .card-body { min-width: 0; display: flex; flex-direction: column; gap: 0.3rem; }
    .card-body p { margin: 0; }
    .card-title { margin: 0; font-size: 1rem; overflow-wrap: anywhere; }
    .card-title a { color: var(--fg); text-decoration: none; }
    .card-title a::after { content: ""; position: absolute; inset: 0; border-radius: 12px; }
    .card-title a:hover { text-decoration: underline; }
    .card-id, .alert-meta { font-size: 0.8125rem; overflow-wrap: anywhere; }
    .card-findings { display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; align-items: center;
      font-size: 0.8125rem; margin-top: auto !important; }
    .counts { color: var(--muted); }
    .card-input-error { background: var(--error-bg); }
    .error-location, .error-message { font-size: 0.875rem; overflow-wrap: anywhere; }

    .badge { display: inline-flex; align-items: center; gap: 0.3rem; font-weight: 700;
      font-size: 0.8125rem; padding: 0.1rem 0.5rem; border-radius: 999px; border: 1px solid; }
    .badge.sev-error { color: var(--error); background: var(--error-bg); }
    .badge.sev-warning { color: var(--warning); background: var(--warning-bg); }
    .badge.sev-suggestion { color: var(--suggestion); background: var(--suggestion-bg); }
    .badge.sev-none { color: var(--none); background: var(--none-bg); }

    .alert-summary { margin: 0 0 0.5rem; overflow-wrap: anywhere; line-height: 1.9; }
    .finding-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
    .finding { background: var(--card); border: 1px solid var(--line); border-radius: 12px;
      padding: 0.75rem 1rem; border-left: 6px solid var(--line); }
    .finding.sev-error { border-left-color: var(--error); }
    .finding.sev-warning { border-left-color: var(--warning); }
    .finding.sev-suggestion { border-left-color: var(--suggestion); }
    .finding.is-suppressed { opacity: 0.85; border-left-style: dashed; }
    .finding-message { margin: 0.4rem 0; overflow-wrap: anywhere; }
    .finding-details { margin: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem;
      font-size: 0.875rem; color: var(--muted); overflow-wrap: anywhere; }
    .suppressed { margin: 0.4rem 0 0; font-size: 0.875rem; font-style: italic; }

    .table-scroll { overflow-x: auto; background: var(--card); border: 1px solid var(--line);
      border-radius: 12px; margin: 0 0 1rem; }
    .fit-matrix { border-collapse: collapse; width: 100%; font-size: 0.875rem; }
    .fit-matrix th, .fit-matrix td { padding: 0.45rem 0.75rem; text-align: left;
      border-bottom: 1px solid var(--line); vertical-align: top; }
    .fit-matrix thead th { color: var(--muted); font-weight: 600; }
    .fit-matrix tbody th { white-space: nowrap; font-variant-numeric: tabular-nums; }
    .fit-matrix tr:last-child > * { border-bottom: 0; }
    .fit-matrix a { text-decoration: none; }
    .fit-matrix a:hover { text-decoration: underline; }
    .fit-symbol { display: inline-block; min-width: 1.1em; font-weight: 700; }
    .fit-fits, .fit-fits a { color: var(--none); }
    .fit-wraps, .fit-wraps a { color: var(--suggestion); }
    .fit-stacks, .fit-stacks a, .fit-truncates, .fit-truncates a { color: var(--warning); }
    .fit-scrolls, .fit-scrolls a { color: var(--error); }
    .fit-none { color: var(--muted); font-style: italic; }
    .card-fit { margin: 0.25rem 0; font-size: 0.875rem; }
    .card-place { display: block; color: var(--muted); font-size: 0.8125rem;
      overflow-wrap: anywhere; }
    .card-fit .fit-label { color: var(--muted); }
    .variant > h3 { margin: 1.25rem 0 0.5rem; }

    .device { background: var(--card); border: 1px solid var(--line); border-radius: 12px;
      padding: 0.75rem 1rem; margin: 0 0 1rem; }
    .device-rows { display: flex; flex-wrap: wrap; gap: 1rem 2rem; }
    .preview-row { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 1rem; }
    .preview { margin: 0; max-width: 100%; }
    .preview.tall { width: 170px; }
    .preview.wide { width: 340px; }
    .preview img { display: block; max-width: 100%; height: auto; border-radius: 8px;
      border: 1px solid var(--line); background: var(--chip); }
    figcaption { margin-top: 0.35rem; font-size: 0.8125rem; display: flex; flex-wrap: wrap;
      gap: 0.1rem 0.75rem; align-items: baseline; }
    .downloads { display: inline-flex; gap: 0.6rem; list-style: none; margin: 0; padding: 0; }
    .downloads a { font-weight: 600; }
    pre { background: var(--code-bg); border: 1px solid var(--line); border-radius: 12px;
      padding: 0.75rem 1rem; overflow-x: auto; margin: 0; line-height: 1.45; }

    .rule-group h2 { border-bottom: 1px solid var(--line); padding-bottom: 0.25rem; }
    .rule { background: var(--card); border: 1px solid var(--line); border-radius: 12px;
      padding: 0.75rem 1rem; margin: 0 0 0.75rem; scroll-margin-top: 1rem; }
    .rule:target { outline: 3px solid var(--focus); }
    .rule-summary { margin: 0 0 0.5rem; font-weight: 600; }
    .rule-facts { display: flex; flex-wrap: wrap; gap: 0.5rem 2rem; margin: 0 0 0.5rem;
      font-size: 0.875rem; }
    .rule-facts dt { color: var(--muted); }
    .rule-facts dd { margin: 0; }
    .rule-rationale { margin: 0; }
    @media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }

    """
}
