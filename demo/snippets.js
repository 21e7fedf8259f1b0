// The copy-paste markup of the preview page (/demo): what a partner pastes for a widget and its values.

/** The children of a widget with store paths made absolute (a snippet is pasted on another origin). */
export function childrenFor(widget, origin = '') {
  return widget.children ? widget.children.replace(/(src|href)="\//g, `$1="${origin}/`) : '';
}

/** The markup of one widget for the given attribute values ({ name: string | boolean }). */
export function snippetFor(widget, values, origin = '') {
  const attrs = widget.attributes
    .map((a) => {
      const v = values[a.name];
      if (a.type === 'boolean') return v ? ` ${a.name}` : '';
      return v === '' || v === undefined ? '' : ` ${a.name}="${escapeAttr(String(v))}"`;
    })
    .join('');
  const inner = widget.children ? `\n  ${childrenFor(widget, origin)}\n` : '';
  return `<${widget.tag}${attrs}>${inner}</${widget.tag}>`;
}

export function escapeAttr(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
