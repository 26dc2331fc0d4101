/// `/assets/serve.css`: the editor's layout, in the gallery's colours and sizes.
enum ServeCSS {
  static let text: StaticString = """
    .workbench {
      display: grid;
      grid-template-columns: minmax(0, 1.3fr) minmax(18rem, 1fr);
      gap: 2rem;
      align-items: start;
    }
    @media (max-width: 60rem) {
      .workbench { grid-template-columns: minmax(0, 1fr); }
    }
    .stage { position: sticky; top: 1rem; }
    @media (max-width: 60rem) {
      .stage { position: static; }
    }
    .controls { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-bottom: 1rem; }
    .controls .field { min-width: 8rem; }
    .stage-frame {
      display: flex;
      justify-content: center;
      align-items: flex-start;
      padding: 1rem;
      border-radius: 12px;
      background: color-mix(in srgb, currentColor 6%, transparent);
      min-height: 10rem;
    }
    .stage-image {
      display: block;
      max-width: 100%;
      max-height: 70vh;
      height: auto;
      border-radius: 18px;
      box-shadow: 0 1px 8px rgb(0 0 0 / 0.18);
      transition: opacity 120ms;
    }
    .stage-image.is-stale { opacity: 0.6; }
    .editor { display: flex; flex-direction: column; gap: 1rem; }
    .editor .field { display: flex; flex-direction: column; gap: 0.25rem; }
    .editor input[type="text"], .editor textarea, .editor select {
      font: inherit;
      padding: 0.45rem 0.55rem;
      border-radius: 6px;
      border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
      background: Canvas;
      color: CanvasText;
    }
    .editor textarea { resize: vertical; min-height: 4.5rem; }
    /* A text box over a layer that mirrors its text: the words findings name are marked there. */
    .marked { display: grid; min-width: 0; border-radius: 6px; background: Canvas; }
    .marked > * { grid-area: 1 / 1; min-width: 0; }
    .editor .marked > input[type="text"], .editor .marked > textarea { background: transparent; }
    .mark-layer {
      padding: 0.45rem 0.55rem;
      border: 1px solid transparent;
      color: transparent;
      white-space: pre;
      overflow: hidden;
      pointer-events: none;
      user-select: none;
    }
    .marked.is-multiline > .mark-layer { white-space: pre-wrap; overflow-wrap: break-word; }
    .mark-layer mark {
      color: transparent;
      border-radius: 3px;
      background: color-mix(in srgb, var(--suggestion) 22%, transparent);
      text-decoration: underline wavy var(--suggestion);
      text-decoration-skip-ink: none;
      text-underline-offset: 0.2em;
    }
    .mark-layer mark.sev-warning {
      background: color-mix(in srgb, var(--warning) 28%, transparent);
      text-decoration-color: var(--warning);
    }
    .mark-layer mark.sev-error {
      background: color-mix(in srgb, var(--error) 22%, transparent);
      text-decoration-color: var(--error);
    }
    .finding[data-field] { cursor: pointer; }
    #findings .finding-head { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
    .finding-goto { font: inherit; font-size: 0.85rem; margin-left: auto; }
    .rows {
      display: flex;
      flex-direction: column;
      gap: 0.6rem;
      border: 1px solid color-mix(in srgb, currentColor 20%, transparent);
      border-radius: 8px;
      padding: 0.75rem 1rem 1rem;
      margin: 0;
      min-inline-size: 0;
    }
    .rows legend { font-weight: 600; padding: 0 0.25rem; }
    .row {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto auto auto;
      gap: 0.5rem;
      align-items: center;
    }
    .field-row { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto auto; }
    .row .key-note { grid-column: 1 / -1; }
    .row > input[type="text"] { min-width: 0; }
    @media (max-width: 36rem) {
      .row, .field-row { grid-template-columns: minmax(0, 1fr) auto auto; }
      .row > .marked, .row > input[name="placeholder"], .row > input[name="text"] {
        grid-column: 1 / -1;
      }
    }
    .summary code { overflow-wrap: anywhere; }
    .check { display: inline-flex; gap: 0.25rem; align-items: center; white-space: nowrap; }
    .rows > .check { white-space: normal; }
    .add-row { align-self: flex-start; }
    .key-note, .save-note { font-size: 0.9rem; opacity: 0.85; margin: 0; }
    .read-only { font-weight: 600; }
    .save { align-self: flex-start; font-weight: 600; padding: 0.5rem 1.5rem; }
    .save-status:empty, .edit-problem:empty { display: none; }
    .save-status { font-weight: 600; }
    .save-status.is-error, .edit-problem {
      color: #b3261e;
      border-left: 4px solid #b3261e;
      padding-left: 0.75rem;
    }
    @media (prefers-color-scheme: dark) {
      .save-status.is-error, .edit-problem { color: #ff8a80; border-color: #ff8a80; }
    }
    .live-status {
      position: fixed;
      bottom: 1rem;
      right: 1rem;
      margin: 0;
      padding: 0.5rem 0.9rem;
      border-radius: 8px;
      background: CanvasText;
      color: Canvas;
      font-size: 0.9rem;
    }
    .live-status:empty { display: none; }
    """
}
