'use strict';
(() => {
  const body = document.body;
  const live = document.getElementById('live-status');
  const say = (text) => { if (live) live.textContent = text; };
  const isAlert = body.dataset.page === 'alert';
  const id = body.dataset.alertId;
  let version = Number(body.dataset.version || 0);
  let dirty = false;
  let stamp = body.dataset.stamp || '';
  // Every change carries the server's token (only its own pages have it) and is JSON.
  const tokenTag = document.querySelector('meta[name="alert-preview-token"]');
  const sending = { 'Content-Type': 'application/json',
    'X-Alert-Preview-Token': tokenTag ? tokenTag.content : '' };
  // The sentence of a refusal (the server answers errors as {"error": "…"}).
  const errorOf = async (response) => {
    try { return (await response.json()).error; } catch { return 'the server answered ' + response.status + '.'; }
  };

  // Live reload: the server sends `change` when a watched file changes. The stream is closed
  // when the page is hidden (a page kept in the back/forward cache would otherwise hold one
  // of the browser's six connections to the server for good) and opened again when it is
  // shown from that cache.
  let events = null;
  // Set while the list's New alert form creates an alert: the server announces the new file
  // before the page has opened the alert, and a reload then would cancel that navigation.
  let creating = false;
  const listen = () => {
    events = new EventSource('/events');
    events.addEventListener('hello', onHello);
    events.addEventListener('change', onChange);
  };
  addEventListener('pagehide', () => { if (events) { events.close(); events = null; } });
  addEventListener('pageshow', (event) => { if (event.persisted || !events) listen(); });
  const onHello = (event) => {
    const now = JSON.parse(event.data).version;
    if (now > version && !dirty && !creating) location.reload();
  };
  // The page's own save is announced too: once it is answered, the file's stamp is the
  // page's, and only a stamp the page has not seen is a change made elsewhere.
  let saving = null;
  const onChange = async (event) => {
    const change = JSON.parse(event.data);
    version = change.version;
    if (!isAlert) { if (!creating) location.reload(); return; }
    if (!change.ids.includes(id)) return;
    if (saving) await saving;
    const response = await fetch('/alerts/' + id + '.json');
    if (response.status === 404) { say('This alert is no longer in the served specs.'); return; }
    const doc = await response.json();
    if (doc.stamp === stamp) return;
    if (dirty) {
      say('This alert changed on disk. Saving now would be refused: reload to get the new version.');
      return;
    }
    location.reload();
  };
  listen();
  // The list's New alert form: adds the alert to the chosen file (or a new file named for its
  // id in the chosen folder), then opens it.
  const create = document.getElementById('new-alert');
  if (create) {
    create.hidden = false;
    create.addEventListener('submit', async (event) => {
      event.preventDefault();
      const problem = document.getElementById('new-alert-status');
      const newId = create.elements.id.value.trim();
      const choice = create.elements.file.selectedOptions[0];
      const file = choice.dataset.folder !== undefined
        ? choice.dataset.folder + '/' + newId + '.json' : choice.value;
      creating = true;
      const response = await fetch('/alerts/new?stamp=' + (choice.dataset.stamp || ''), {
        method: 'POST', headers: sending,
        body: JSON.stringify({ file, id: newId, title: create.elements.title.value }) });
      if (response.ok) {
        location.assign('/alerts/' + encodeURIComponent(newId));
      } else {
        creating = false;
        problem.textContent = 'Not created: ' + await errorOf(response);
      }
    });
  }
  if (!isAlert) return;

  const controls = document.getElementById('controls');
  const editor = document.getElementById('editor');
  const preview = document.getElementById('preview');
  const problem = document.getElementById('edit-problem');
  const findings = document.getElementById('findings');
  const status = document.getElementById('save-status');
  let base = null;

  // The preview settings live in the page's URL, so a reload keeps them.
  const params = new URLSearchParams(location.search);
  for (const select of controls.querySelectorAll('select')) {
    if (params.has(select.name)) select.value = params.get(select.name);
  }
  const query = () => {
    const q = new URLSearchParams();
    for (const select of controls.querySelectorAll('select')) {
      if (select.value) q.set(select.name, select.value);
    }
    return q;
  };

  const rowsOf = (name) => Array.from(document.querySelectorAll('#' + name + ' > .row'));
  rowsOf('buttons').forEach((row, index) => { row.dataset.index = index; });
  rowsOf('text-fields').forEach((row, index) => { row.dataset.index = index; });

  // A finding's field (`title`, `buttons[1].label`) is the text box showing it now.
  const controlOf = (field) => {
    if (field === 'title' || field === 'message') return document.getElementById('edit-' + field);
    if (!field || !field.startsWith('buttons[') || !field.endsWith('].label')) return null;
    const row = rowsOf('buttons')[Number(field.slice('buttons['.length, -'].label'.length))];
    return row ? row.querySelector('[name=label]') : null;
  };
  // The words the findings name in `control` (UTF-16 offsets, as the server counted them),
  // while the control still holds each word where it was found.
  const marksOf = (control) => Array.from(findings.querySelectorAll('li[data-start]'))
    .filter((item) => controlOf(item.dataset.field) === control)
    .map((item) => ({ start: Number(item.dataset.start), end: Number(item.dataset.end),
      word: item.dataset.word,
      severity: Array.from(item.classList).find((name) => name.startsWith('sev-')) }))
    .filter((mark) => control.value.slice(mark.start, mark.end) === mark.word)
    .sort((a, b) => a.start - b.start);
  // The layer behind a text box mirrors its text (transparent) with each word in a <mark>.
  const paint = (control) => {
    const layer = control && control.previousElementSibling;
    if (!layer || !layer.classList.contains('mark-layer')) return;
    const parts = [];
    let at = 0;
    for (const mark of marksOf(control)) {
      if (mark.start < at) continue;
      parts.push(document.createTextNode(control.value.slice(at, mark.start)));
      const element = document.createElement('mark');
      if (mark.severity) element.className = mark.severity;
      element.textContent = mark.word;
      parts.push(element);
      at = mark.end;
    }
    if (at > 0) parts.push(document.createTextNode(control.value.slice(at)));
    layer.replaceChildren(...parts);
    layer.scrollTop = control.scrollTop;
    layer.scrollLeft = control.scrollLeft;
  };
  const paintAll = () => {
    for (const layer of editor.querySelectorAll('.mark-layer')) paint(layer.nextElementSibling);
  };
  // A finding selects its word (or goes to its field) when clicked.
  const show = (item) => {
    const control = controlOf(item.dataset.field);
    if (!control || control.disabled) return;
    control.scrollIntoView({ block: 'center' });
    control.focus({ preventScroll: true });
    const start = Number(item.dataset.start);
    const end = Number(item.dataset.end);
    if (item.dataset.start !== undefined && control.value.slice(start, end) === item.dataset.word) {
      control.setSelectionRange(start, end);
    }
    paint(control);
  };
  findings.addEventListener('click', (event) => {
    const item = event.target.closest('li[data-field]');
    if (!item || event.target.closest('a')) return;
    if (!event.target.closest('.finding-goto') && !getSelection().isCollapsed) return;
    show(item);
  });
  editor.addEventListener('scroll', (event) => paint(event.target), true);
  // Each finding is also said under the field it is about (a button's or a text field's row;
  // the whole alert's under the heading), so a writer sees it while typing there.
  const wholeAlert = document.createElement('ul');
  wholeAlert.className = 'field-findings whole-alert';
  editor.querySelector('h2').after(wholeAlert);
  const placeOf = (field) => {
    const control = controlOf(field);
    if (control) return control.closest('.field, .row');
    const row = /^(buttons|textFields)\[(\d+)\]/.exec(field || '');
    if (!row) return null;
    return rowsOf(row[1] === 'buttons' ? 'buttons' : 'text-fields')[Number(row[2])] || null;
  };
  const besideFields = () => {
    for (const list of editor.querySelectorAll('.field-findings:not(.whole-alert)')) list.remove();
    wholeAlert.replaceChildren();
    const lists = new Map();
    for (const item of findings.querySelectorAll('li.finding')) {
      if (item.classList.contains('is-suppressed')) continue;
      const place = placeOf(item.dataset.field);
      let list = place ? lists.get(place) : wholeAlert;
      if (!list) {
        list = document.createElement('ul');
        list.className = 'field-findings';
        place.append(list);
        lists.set(place, list);
      }
      const note = document.createElement('li');
      note.className = Array.from(item.classList).find((name) => name.startsWith('sev-')) || '';
      const badge = item.querySelector('.badge');
      if (badge) note.append(badge.cloneNode(true), ' ');
      const message = item.querySelector('.finding-message');
      note.append(message ? message.textContent : item.textContent);
      list.append(note);
    }
    wholeAlert.hidden = wholeAlert.childElementCount === 0;
  };
  paintAll();
  besideFields();

  // Copy from the app's strings (docs/serve.md): a key-backed field shows its key's text in
  // the preview's locale (the development language when none is chosen). What is typed is
  // kept per locale and sent beside the alert, so the preview and the findings read the
  // strings with it put in; Save writes it into the strings file (POST /alerts/<id>/strings).
  const keyed = {};
  const stringEdits = new Map();
  const localeSelect = controls.querySelector('[name=locale]');
  const keyBacked = (control) => control.disabled || control.dataset.stringField !== undefined;
  const shownLocale = (text) => (localeSelect && localeSelect.value) || text.developmentLanguage;
  const editKey = (field, locale, variant) => field + ' ' + locale + (variant ? ' ' + variant : '');
  // A locale whose catalog text varies (plural, device, substitutions) gets a labelled box per
  // form under the field's note, each edited like a plain text.
  const showForms = (control, text, locale, note) => {
    let list = editor.querySelector('[data-key-forms="' + CSS.escape(text.field) + '"]');
    const forms = (text.forms && text.forms[locale]) || [];
    if (forms.length === 0) { if (list) list.remove(); return; }
    if (!list) {
      list = document.createElement('div');
      list.className = 'key-forms';
      list.dataset.keyForms = text.field;
      (note || control).after(list);
    }
    list.replaceChildren(...forms.map((form) => {
      const label = document.createElement('label');
      label.className = 'key-form';
      const name = document.createElement('span');
      name.textContent = form.label;
      const input = document.createElement(control.tagName === 'TEXTAREA' ? 'textarea' : 'input');
      if (input.tagName === 'INPUT') input.type = 'text';
      else input.rows = 2;
      input.dataset.formField = text.field;
      input.dataset.variant = form.variant;
      const edit = stringEdits.get(editKey(text.field, locale, form.variant));
      input.value = edit ? edit.value : form.value;
      label.append(name, input);
      return label;
    }));
  };
  const showStrings = () => {
    for (const control of editor.querySelectorAll('[data-string-field]')) {
      const text = keyed[control.dataset.stringField];
      if (!text) continue;
      const locale = shownLocale(text);
      const edit = stringEdits.get(editKey(text.field, locale));
      const forms = text.forms && text.forms[locale];
      const varies = text.varies.includes(locale) || !!forms;
      const stored = text.values[locale] ?? (locale === text.developmentLanguage && !forms ? text.key : '');
      control.value = edit ? edit.value : stored;
      control.disabled = varies;
      // The forms' boxes stand in for the field's own, which has no one text to show (with
      // the layer that marks its words, when it has one).
      const box = control.parentElement.classList.contains('marked') ? control.parentElement : control;
      box.hidden = !!forms;
      const note = editor.querySelector('[data-key-note="' + CSS.escape(text.field) + '"]');
      if (note) note.textContent = text.notes[locale] || '';
      showForms(control, text, locale, note);
      paint(control);
    }
  };
  controls.addEventListener('change', showStrings);
  editor.addEventListener('input', (event) => {
    const data = event.target.dataset || {};
    const field = data.stringField || data.formField;
    if (!field || !keyed[field]) return;
    const locale = shownLocale(keyed[field]);
    const edit = { field, locale, value: event.target.value };
    if (data.formField) edit.variant = data.variant;
    stringEdits.set(editKey(field, locale, edit.variant), edit);
  });
  const withStrings = (spec) => (stringEdits.size === 0 ? spec
    : JSON.stringify({ alert: JSON.parse(spec), strings: Array.from(stringEdits.values()) }));
  // Writes the edited translations; answers the files written, or throws the server's sentence.
  const saveStrings = async () => {
    if (stringEdits.size === 0) return [];
    const strings = Array.from(stringEdits.values()).map((edit) => {
      const text = keyed[edit.field];
      return { ...edit, stamp: text.stamps[text.files[edit.locale]] || '' };
    });
    const response = await fetch('/alerts/' + id + '/strings', {
      method: 'POST', body: JSON.stringify({ strings }), headers: sending });
    if (!response.ok) throw new Error(await errorOf(response));
    const saved = await response.json();
    for (const text of Object.values(keyed)) {
      for (const [file, now] of Object.entries(saved.stamps)) if (file in text.stamps) text.stamps[file] = now;
    }
    for (const edit of stringEdits.values()) {
      const text = keyed[edit.field];
      const form = edit.variant && (text.forms[edit.locale] || []).find((f) => f.variant === edit.variant);
      if (form) form.value = edit.value; else if (!edit.variant) text.values[edit.locale] = edit.value;
    }
    stringEdits.clear();
    return saved.saved;
  };

  // The spec as edited: the file's alert (every field, as the file writes it) with only
  // the values the editor changed put in, so a save changes nothing else.
  const initialPreferred = rowsOf('buttons').findIndex((row) => row.querySelector('[name=preferred]').checked);
  const lines = (text) => String(text).replace(/\r\n?/g, '\n');
  const differs = (value, old) => (typeof old === 'string' ? lines(value) !== lines(old) : value !== '');
  const edited = () => {
    const spec = structuredClone(base);
    const text = (name) => document.getElementById('edit-' + name);
    for (const name of ['title', 'message']) {
      const input = text(name);
      if (keyBacked(input) || !differs(input.value, base[name])) continue;
      if (input.value === '') delete spec[name]; else spec[name] = input.value;
    }
    const oldButtons = base.buttons || [];
    const rows = rowsOf('buttons');
    spec.buttons = rows.map((row) => {
      const old = row.dataset.index === undefined ? undefined : oldButtons[row.dataset.index];
      const button = old ? structuredClone(old) : {};
      const label = row.querySelector('[name=label]');
      if (!old || (!keyBacked(label) && differs(label.value, old.label))) button.label = label.value;
      const role = row.querySelector('[name=role]').value;
      if (!old || role !== (old.role == null ? 'default' : old.role)) button.role = role;
      return button;
    });
    if (spec.buttons.length === 0 && !Array.isArray(base.buttons)) delete spec.buttons;
    const chosen = rows.findIndex((row) => row.querySelector('[name=preferred]').checked);
    const same = rows.length === oldButtons.length && rows.every((row, index) => row.dataset.index === String(index));
    if (!(same && chosen === initialPreferred)) {
      const label = chosen < 0 ? null : spec.buttons[chosen].label;
      const unique = typeof label === 'string' && spec.buttons.filter((b) => b.label === label).length === 1;
      if (chosen < 0) delete spec.preferred;
      else spec.preferred = unique && typeof base.preferred !== 'number' ? label : chosen;
    }
    const oldFields = base.textFields || [];
    spec.textFields = rowsOf('text-fields').map((row) => {
      const old = row.dataset.index === undefined ? undefined : oldFields[row.dataset.index];
      const field = old ? structuredClone(old) : {};
      const placeholder = row.querySelector('[name=placeholder]');
      if (!old || (!keyBacked(placeholder) && differs(placeholder.value, old.placeholder))) field.placeholder = placeholder.value;
      const typed = row.querySelector('[name=text]').value;
      if (!old || differs(typed, old.text == null ? '' : old.text)) {
        if (typed === '') delete field.text; else field.text = typed;
      }
      const secure = row.querySelector('[name=secure]').checked;
      if (secure !== (old ? old.secure === true : false)) {
        if (secure) field.secure = true; else delete field.secure;
      }
      return field;
    });
    if (spec.textFields.length === 0 && !Array.isArray(base.textFields)) delete spec.textFields;
    return JSON.stringify(spec);
  };

  // Redraw and relint: the latest request wins, older answers are dropped.
  let sequence = 0;
  let inFlight = null;
  let objectURL = null;
  const refresh = async () => {
    if (!base) return;
    const mine = ++sequence;
    if (inFlight) inFlight.abort();
    inFlight = new AbortController();
    const spec = edited();
    const q = query();
    history.replaceState(null, '', location.pathname + (q.toString() ? '?' + q : ''));
    q.set('id', id);
    preview.classList.add('is-stale');
    try {
      const options = { method: 'POST', body: withStrings(spec), signal: inFlight.signal, headers: sending };
      const [image, found] = await Promise.all([
        fetch('/render.png?' + q, options),
        fetch('/alerts/' + id + '/findings?' + q, options),
      ]);
      if (mine !== sequence) return;
      if (!image.ok) {
        problem.textContent = 'This edit cannot be drawn: ' + await errorOf(image);
        problem.hidden = false;
        return;
      }
      const blob = await image.blob();
      if (mine !== sequence) return;
      if (objectURL) URL.revokeObjectURL(objectURL);
      objectURL = URL.createObjectURL(blob);
      preview.src = objectURL;
      problem.textContent = '';
      problem.hidden = true;
      if (found.ok) {
        const page = new DOMParser().parseFromString(await found.text(), 'text/html');
        const section = page.querySelector('section.findings');
        if (mine === sequence && section) {
          findings.replaceChildren(document.adoptNode(section));
          paintAll();
          besideFields();
        }
      }
    } catch (error) {
      if (error.name !== 'AbortError') say('The server cannot be reached: ' + error.message);
    } finally {
      if (mine === sequence) preview.classList.remove('is-stale');
    }
  };
  let timer = null;
  const soon = () => { clearTimeout(timer); timer = setTimeout(refresh, 150); };

  controls.addEventListener('change', refresh);
  // An edit after a save makes "Saved to …" old news.
  const touched = () => {
    dirty = true;
    if (!status.classList.contains('is-error')) status.textContent = '';
  };
  editor.addEventListener('input', (event) => { touched(); paint(event.target); soon(); });
  editor.addEventListener('change', () => { touched(); soon(); });
  editor.addEventListener('click', (event) => {
    const target = event.target;
    if (target.classList.contains('remove-row')) {
      target.closest('.row').remove();
    } else if (target.classList.contains('add-row')) {
      const template = document.getElementById(target.dataset.template);
      target.before(template.content.firstElementChild.cloneNode(true));
      target.previousElementSibling.querySelector('input').focus();
    } else {
      return;
    }
    touched();
    paintAll();
    soon();
  });
  const save = async () => {
    status.classList.remove('is-error');
    status.textContent = 'Saving…';
    const response = await fetch('/alerts/' + id + '/save?stamp=' + stamp, {
      method: 'POST', body: edited(), headers: sending });
    if (response.ok) {
      const saved = await response.json();
      stamp = saved.stamp;
      let files = [saved.saved];
      try {
        files = files.concat(await saveStrings());
      } catch (error) {
        status.classList.add('is-error');
        status.textContent = 'Not saved: ' + error.message;
        return;
      }
      dirty = false;
      say('');
      status.textContent = 'Saved to ' + files.join(' and ') + ' at ' + new Date().toLocaleTimeString() + '.';
    } else {
      status.classList.add('is-error');
      status.textContent = 'Not saved: ' + await errorOf(response);
    }
  };
  // Cmd-S or Ctrl-S saves, as in any editor; leaving with unsaved edits asks first.
  addEventListener('keydown', (event) => {
    if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 's') {
      event.preventDefault();
      editor.requestSubmit();
    }
  });
  addEventListener('beforeunload', (event) => { if (dirty) event.preventDefault(); });
  // Deleting asks first, then removes the alert from its file (the file, when it held only
  // this alert) and goes back to the list.
  const remove = document.getElementById('delete-alert');
  if (remove) {
    remove.addEventListener('click', async () => {
      const name = document.getElementById('alert-heading').textContent;
      if (!confirm('Delete “' + name + '” (' + id + ') from its file? Unsaved edits are lost too.')) {
        return;
      }
      const response = await fetch('/alerts/' + id + '/delete?stamp=' + stamp,
        { method: 'POST', body: '{}', headers: sending });
      if (response.ok) {
        dirty = false;
        location.assign('/');
      } else {
        status.classList.add('is-error');
        status.textContent = 'Not deleted: ' + await errorOf(response);
      }
    });
  }
  editor.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!base || body.dataset.readOnly === 'true' || saving) return;
    saving = save();
    try { await saving; } finally { saving = null; }
  });

  fetch('/alerts/' + id + '.json').then((response) => response.json()).then((doc) => {
    base = JSON.parse(doc.spec);
    stamp = doc.stamp;
    for (const text of doc.strings || []) keyed[text.field] = text;
    showStrings();
    if (location.search) refresh();
  });
})();