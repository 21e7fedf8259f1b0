// One HTML escaping for the pages, mails, the emulator, the SVG media and the demo (docs/domain.md#html-escaping).
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../widgets/domain/html-escape.js';
import { html } from '../../../host/pages/html.js';

describe('escapeHtml', () => {
  it.each([
    ['Rosehip & Sea Buckthorn', 'Rosehip &amp; Sea Buckthorn'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [`"quoted" and 'single'`, '&quot;quoted&quot; and &#39;single&#39;'],
    ['&amp; stays text', '&amp;amp; stays text'],
    ['plain', 'plain'],
  ])('%j -> %j', (text, escaped) => {
    expect(escapeHtml(text)).toBe(escaped);
  });

  it('is what the page template uses', () => {
    expect(html`<p title="${`a"b`}">${'<b>'}</p>`.value).toBe('<p title="a&quot;b">&lt;b&gt;</p>');
  });
});
