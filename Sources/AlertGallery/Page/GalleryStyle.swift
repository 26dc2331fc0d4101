/// The index page's inline style sheet.
///
/// A `StaticString`, so it can only ever be this literal: no page data reaches `<style>`,
/// whose content the HTML serialiser writes unescaped.
enum GalleryStyle {
  /// Neutral light and dark themes, the system font stack and a grid that fits 375 px.
  static let css: StaticString = """

    :root {
      color-scheme: light dark;
      --bg: #f5f5f7; --fg: #1d1d1f; --muted: #6e6e73; --card: #ffffff;
      --line: #d2d2d7; --accent: #0066cc; --error: #b3261e; --error-bg: #fdecea;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #000000; --fg: #f5f5f7; --muted: #a1a1a6; --card: #1c1c1e;
        --line: #3a3a3c; --accent: #4da3ff; --error: #ff8a80; --error-bg: #3a1714;
      }
    }
    * { box-sizing: border-box; }
    body {
      margin: 0; background: var(--bg); color: var(--fg);
      font: 16px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto,
        "Helvetica Neue", Arial, sans-serif;
    }
    header, main { max-width: 90rem; margin: 0 auto; padding: 1rem; }
    h1 { margin: 0 0 0.25rem; font-size: 1.75rem; line-height: 1.2; }
    h2 { margin: 0; font-size: 1.25rem; line-height: 1.3; overflow-wrap: anywhere; }
    h3 { margin: 0 0 0.5rem; font-size: 1rem; }
    a { color: var(--accent); }
    code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
    .summary, .alert-meta, figcaption { color: var(--muted); }
    .summary { margin: 0 0 0.5rem; }
    .toc { margin: 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
    .alert, .input-errors {
      background: var(--card); border: 1px solid var(--line); border-radius: 12px;
      padding: 1rem; margin: 0 0 1.5rem;
    }
    .input-errors { background: var(--error-bg); border-color: var(--error); }
    .input-errors h2 { color: var(--error); }
    .input-errors ul { margin: 0.5rem 0 0; padding-left: 1.25rem; overflow-wrap: anywhere; }
    .alert-id { margin-right: 0.5rem; }
    .no-title { font-style: italic; color: var(--muted); }
    .alert-meta { margin: 0.25rem 0 1rem; font-size: 0.9rem; }
    .devices {
      display: grid; gap: 1.5rem;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 40rem), 1fr));
    }
    .device-row {
      display: flex; flex-wrap: wrap; align-items: flex-end; gap: 1rem; margin: 0 0 1rem;
    }
    figure { margin: 0; max-width: 100%; }
    figure img {
      display: block; max-width: 100%; height: auto;
      border: 1px solid var(--line); border-radius: 8px;
    }
    figure.tall img { width: 200px; }
    figure.wide img { width: 420px; }
    figcaption { margin-top: 0.25rem; font-size: 0.8rem; }
    .empty { color: var(--muted); }

    """
}
