// Partner origins as the Shops screen and SaveShop read them: what a browser sends as Origin, nothing else.
import { describe, expect, it } from 'vitest';
import { checkOrigins, MAX_SHOP_ORIGINS, parseOrigin } from '../../../widgets/domain/partner-origins.js';

describe('parseOrigin', () => {
  it.each([
    ['http://127.0.0.3:4999', 'http://127.0.0.3:4999'],
    ['https://Shop.Example.TT/', 'https://shop.example.tt'],
    ['  https://shop.example.tt  ', 'https://shop.example.tt'],
    ['https://shop.example.tt:443', 'https://shop.example.tt'],
    ['http://localhost:3001', 'http://localhost:3001'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
    ['HTTP://SHOP.TT:80', 'http://shop.tt'],
  ])('%j is %j', (text, origin) => {
    expect(parseOrigin(text)).toBe(origin);
  });

  it.each([
    '',
    'shop.example.tt',
    'ftp://shop.example.tt',
    'https://shop.example.tt/page',
    'https://shop.example.tt?x=1',
    'https://user:pw@shop.example.tt',
    'https://',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'https://shop.tt:0',
    'https://shop.tt:70000',
    'https://-shop.tt',
    'https://bücher.tt',
    `https://${'a'.repeat(200)}.tt`,
  ])('refuses %j', (text) => {
    expect(parseOrigin(text)).toBeNull();
  });
});

describe('checkOrigins', () => {
  it('parses each, drops blanks and duplicates, keeps the order', () => {
    expect(checkOrigins(['https://b.tt', '', 'https://A.tt/', 'https://b.tt'])).toEqual({ ok: true, origins: ['https://b.tt', 'https://a.tt'] });
  });

  it('names the first origin that is not one', () => {
    expect(checkOrigins(['https://a.tt', 'https://a.tt/shop'])).toEqual({
      ok: false,
      msg: '"https://a.tt/shop" is not a site origin such as https://shop.example.tt.',
    });
  });

  it(`takes at most ${MAX_SHOP_ORIGINS}`, () => {
    const many = Array.from({ length: MAX_SHOP_ORIGINS + 1 }, (_, i) => `https://s${i}.tt`);
    expect(checkOrigins(many)).toEqual({ ok: false, msg: `A shop can have at most ${MAX_SHOP_ORIGINS} origins.` });
    expect(checkOrigins(many.slice(1))).toMatchObject({ ok: true });
  });
});
