// What the host writes into a page is ASCII: characters beyond it become references the browser decodes back.
import { describe, expect, it } from 'vitest';
import { oneByteJson, oneByteMarkup } from '../../../host/pages/one-byte.js';

const ascii = (text: string) => !/[\u0080-\uffff]/.test(text);

describe('oneByteMarkup', () => {
  it.each([
    ['<p>Plain text</p>', '<p>Plain text</p>'],
    ['<p>Crème brûlée</p>', '<p>Crème brûlée</p>'], // Latin-1 is one byte already
    ['<p title="Shea’s">Shea’s – 250 g</p>', '<p title="Shea&#8217;s">Shea&#8217;s &#8211; 250 g</p>'],
    ['<button aria-label="Previous">‹</button>', '<button aria-label="Previous">&#8249;</button>'],
    ['<span>😀</span>', '<span>&#128512;</span>'], // one reference for the whole code point
  ])('%s', (markup, written) => {
    expect(oneByteMarkup(markup)).toBe(written);
  });

  it('gives text that decodes to the same characters', () => {
    const written = oneByteMarkup('Shea’s – 😀 ‹›');
    expect(written.replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))).toBe('Shea’s – 😀 ‹›');
  });
});

describe('oneByteJson', () => {
  it.each([
    ['{"a":"x"}', '{"a":"x"}'],
    ['{"a":"</script>"}', '{"a":"\\u003c/script>"}'],
    ['{"a":"Shea’s"}', '{"a":"Shea\\u2019s"}'],
    ['{"a":"Crème"}', '{"a":"Cr\\u00e8me"}'],
    ['{"a":"\u2028\u2029"}', '{"a":"\\u2028\\u2029"}'],
    ['{"a":"😀"}', '{"a":"\\ud83d\\ude00"}'],
  ])('%s', (json, written) => {
    expect(oneByteJson(json)).toBe(written);
    expect(ascii(oneByteJson(json))).toBe(true);
    expect(JSON.parse(oneByteJson(json))).toEqual(JSON.parse(json));
  });
});
