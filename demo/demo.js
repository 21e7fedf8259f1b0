// The widget preview page (/demo): one section per widget of the Custom Elements Manifest (the build's
// dist/custom-elements.json) with live controls for its attributes (each control sets the attribute on the
// element), the copy-paste snippet kept in sync, and a log of the events the widgets fire (listened for on
// document, as a partner's analytics would). demo/presets.js adds the demo values and titles.
import { CONFIG_TAG, configElement, demoWidgets } from './manifest.js';
import { PRESETS } from './presets.js';
import { childrenFor, escapeAttr, snippetFor } from './snippets.js';

const $ = (id) => document.getElementById(id);
const LOADER = `${location.origin}/widgets/trini-widgets.js`;
const MAX_LOG = 60;
const DOCUMENT_EVENTS = ['trini-cart-change']; // dispatched on document by the runtime, by no element

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'class') node.className = v;
    else if (k === 'text') node.textContent = v;
    else if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
    else if (v === true) node.setAttribute(k, '');
    else if (v !== false && v !== undefined) node.setAttribute(k, String(v));
  }
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

// ---- snippets --------------------------------------------------------------------------------

$('loader-snippet').textContent = `<script type="module" src="${LOADER}"></script>`;

document.addEventListener('click', async (e) => {
  const button = e.target instanceof Element ? e.target.closest('button.copy') : null;
  if (!button) return;
  const code = $(button.dataset.copy);
  try {
    await navigator.clipboard.writeText(code.textContent);
    button.textContent = 'Copied';
  } catch {
    getSelection().selectAllChildren(code); // no clipboard access (plain http): select it for Ctrl-C
    button.textContent = 'Selected';
  }
  setTimeout(() => (button.textContent = 'Copy'), 1500);
});

// ---- one section per widget ------------------------------------------------------------------

function control(widget, attr, values, onChange) {
  const id = `${widget.tag}--${attr.name}`;
  const help = el('small', { id: `${id}-help`, text: attr.help });
  const common = { id, name: attr.name, 'aria-describedby': `${id}-help` };
  if (attr.type === 'boolean') {
    const box = el('input', { ...common, type: 'checkbox', checked: values[attr.name] === true });
    box.addEventListener('change', () => onChange(attr.name, box.checked));
    return el('div', { class: 'control control--check' }, el('label', { for: id }, box, el('code', { text: attr.name })), help);
  }
  let input;
  if (attr.options) {
    input = el('select', common, ...attr.options.map((o) => el('option', { value: o, text: o || '(none)', selected: o === values[attr.name] })));
  } else {
    input = el('input', {
      ...common,
      type: attr.type === 'number' ? 'number' : 'text',
      value: values[attr.name],
      inputmode: attr.type === 'number' ? 'numeric' : undefined,
    });
  }
  input.addEventListener('input', () => onChange(attr.name, input.value.trim()));
  return el(
    'div',
    { class: 'control' },
    el('label', { for: id }, el('code', { text: attr.name }), el('span', { class: 'type', text: attr.type })),
    input,
    help,
  );
}

function applyAttribute(node, attr, value) {
  if (attr.type === 'boolean') node.toggleAttribute(attr.name, value === true);
  else if (value === '' || value === undefined) node.removeAttribute(attr.name);
  else node.setAttribute(attr.name, String(value));
}

function widgetSection(widget) {
  const values = Object.fromEntries(widget.attributes.map((a) => [a.name, a.value]));
  const code = el('code', { id: `${widget.tag}--snippet` });
  const showSnippet = () => (code.textContent = snippetFor(widget, values, location.origin));
  let element = null;

  const mount = (preview) => {
    element = document.createElement(widget.tag);
    for (const a of widget.attributes) applyAttribute(element, a, values[a.name]);
    if (widget.children) element.innerHTML = childrenFor(widget);
    preview.replaceChildren(element);
  };

  const onChange = (name, value) => {
    values[name] = value;
    if (element)
      applyAttribute(
        element,
        widget.attributes.find((a) => a.name === name),
        value,
      );
    showSnippet();
  };

  const preview = el('div', { class: widget.framed ? 'preview preview--framed' : 'preview', 'data-tag': widget.tag });
  if (widget.onDemand) {
    preview.append(
      el('p', { class: 'on-demand', text: `Not mounted: ${widget.onDemand}` }),
      el('button', { type: 'button', class: 'mount', onclick: () => mount(preview) }, `Mount <${widget.tag}>`),
    );
  } else {
    mount(preview);
  }

  const controls = widget.attributes.length
    ? el(
        'form',
        { class: 'controls', 'aria-label': `${widget.tag} attributes`, onsubmit: (e) => e.preventDefault() },
        ...widget.attributes.map((a) => control(widget, a, values, onChange)),
      )
    : el('p', { class: 'controls controls--none', text: 'No attributes.' });

  showSnippet();
  const log = el('ol', { class: 'log log--widget', 'aria-label': `${widget.tag} events` });
  return el(
    'section',
    { class: 'widget', id: widget.tag, 'aria-labelledby': `${widget.tag}--title` },
    el(
      'header',
      { class: 'widget__header' },
      el('h2', { id: `${widget.tag}--title` }, el('code', { text: `<${widget.tag}>` }), ' ', el('span', { text: widget.title })),
      el('p', { text: widget.summary }),
      widget.note ? el('p', { class: 'note', text: widget.note }) : null,
    ),
    el('div', { class: 'widget__body' }, controls, preview),
    el('div', { class: 'snippet' }, el('pre', {}, code), el('button', { type: 'button', class: 'copy', 'data-copy': code.id, text: 'Copy' })),
    el('div', { class: 'widget__events' }, el('p', {}, 'Fires: ', ...widget.events.flatMap((e, i) => [i ? ', ' : '', el('code', { text: e })])), log),
  );
}

const manifest = await fetch('/demo/custom-elements.json').then((r) => {
  if (!r.ok) throw new Error(`GET /demo/custom-elements.json: ${r.status}`);
  return r.json();
});
const WIDGETS = demoWidgets(manifest, PRESETS);
const CONFIG_ELEMENT = configElement(manifest);
const EVENTS = [...new Set([...WIDGETS.flatMap((w) => w.events), ...DOCUMENT_EVENTS])];

const list = $('tag-list');
for (const tag of [...WIDGETS.map((w) => w.tag), CONFIG_TAG]) list.append(el('li', {}, el('a', { href: `#${tag}` }, el('code', { text: tag }))));
$('widgets').append(...WIDGETS.map(widgetSection), configSection());

// <trini-config> is shown as a snippet only: changing the bases here would point this page elsewhere.
function configSection() {
  const values = Object.fromEntries(CONFIG_ELEMENT.attributes.map((a) => [a.name, '']));
  const code = el('code', { id: 'trini-config--snippet' });
  const show = () => {
    const attrs = CONFIG_ELEMENT.attributes.map((a) => (values[a.name] ? ` ${a.name}="${escapeAttr(values[a.name])}"` : '')).join('');
    code.textContent = `<trini-config${attrs}></trini-config>`;
  };
  show();
  const controls = CONFIG_ELEMENT.attributes.map((a) => {
    const id = `trini-config--${a.name}`;
    const input = el('input', {
      id,
      type: 'url',
      placeholder: `${location.origin}/${a.name === 'media-base' ? 'media/' : ''}`,
      'aria-describedby': `${id}-help`,
    });
    input.addEventListener('input', () => {
      values[a.name] = input.value.trim();
      show();
    });
    return el(
      'div',
      { class: 'control' },
      el('label', { for: id }, el('code', { text: a.name }), el('span', { class: 'type', text: 'string' })),
      input,
      el('small', { id: `${id}-help`, text: a.help }),
    );
  });
  return el(
    'section',
    { class: 'widget', id: 'trini-config', 'aria-labelledby': 'trini-config--title' },
    el(
      'header',
      { class: 'widget__header' },
      el('h2', { id: 'trini-config--title' }, el('code', { text: '<trini-config>' }), ' ', el('span', { text: 'Configuration' })),
      el('p', { text: `${CONFIG_ELEMENT.description} Renders nothing; shown as a snippet only.` }),
    ),
    el('form', { class: 'controls controls--wide', 'aria-label': 'trini-config attributes', onsubmit: (e) => e.preventDefault() }, ...controls),
    el('div', { class: 'snippet' }, el('pre', {}, code), el('button', { type: 'button', class: 'copy', 'data-copy': code.id, text: 'Copy' })),
  );
}

// ---- theme -------------------------------------------------------------------------------------

const THEME = [
  { name: '--trini-brand', type: 'color', value: '#2e7d32' },
  { name: '--trini-accent', type: 'color', value: '#f9a825' },
  { name: '--trini-text', type: 'color', value: '#1f2a1f' },
  { name: '--trini-radius', type: 'text', value: '8px' },
  { name: '--trini-font-size', type: 'text', value: '16px' },
  { name: '--trini-font', type: 'text', value: '' },
];
const themed = {};
const themeCode = $('theme-snippet');
function showTheme() {
  const lines = Object.entries(themed).filter(([, v]) => v);
  themeCode.textContent = lines.length ? `:root {\n${lines.map(([k, v]) => `  ${k}: ${v};`).join('\n')}\n}` : '/* defaults: change a value above */';
}
for (const t of THEME) {
  const id = `theme${t.name}`;
  const input = el('input', { id, type: t.type, value: t.value, placeholder: t.type === 'text' ? 'inherit' : undefined });
  input.addEventListener('input', () => {
    const v = input.value.trim();
    themed[t.name] = v;
    if (v) document.documentElement.style.setProperty(t.name, v);
    else document.documentElement.style.removeProperty(t.name);
    showTheme();
  });
  $('theme-controls').append(el('div', { class: 'control' }, el('label', { for: id }, el('code', { text: t.name })), input));
}
showTheme();

// ---- event log -----------------------------------------------------------------------------------

const log = $('log');
let count = 0;
function logEvent(event) {
  const source = event.target instanceof Element ? event.target.localName : 'document';
  const time = new Date().toLocaleTimeString('en-TT', { hour12: false });
  const detail = JSON.stringify(event.detail);
  const entry = () =>
    el(
      'li',
      { 'data-event': event.type, 'data-source': source },
      el('span', { class: 'log__head' }, el('time', { text: time }), ' ', el('strong', { text: event.type }), ' ', el('code', { text: `<${source}>` })),
      el('code', { class: 'log__detail', text: detail }),
    );
  log.prepend(entry());
  while (log.childElementCount > MAX_LOG) log.lastElementChild.remove();
  $('log-count').textContent = String(++count);
  const section = event.target instanceof Element ? event.target.closest('section.widget') : null;
  const own = section?.querySelector('.log--widget');
  if (own) {
    own.prepend(entry());
    while (own.childElementCount > 5) own.lastElementChild.remove();
  }
}
for (const type of EVENTS) document.addEventListener(type, logEvent);
$('log-clear').addEventListener('click', () => {
  log.replaceChildren();
  count = 0;
  $('log-count').textContent = '0';
});
// The log starts open on wide screens, folded on narrow ones (it sits below the widgets there).
if (matchMedia('(max-width: 959.98px)').matches) $('log-details').open = false;
