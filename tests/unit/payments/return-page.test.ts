// The partner page a card payment returns to (docs/payments.md#back-to-the-partner-page): the address a checkout sends is
// kept only as an http(s) page address, and the shopper is sent back only to an origin allowed for the order's shop.
import { describe, expect, it } from 'vitest';
import { parseReturnPage, returnPageFor } from '../../../host/payments/return-page.js';
import { RETURN_PAGE_INVALID, returnedOrderNo } from '../../../widgets/domain/return-page.js';

describe('parseReturnPage', () => {
  it.each([
    ['http://127.0.0.2:3001/', 'http://127.0.0.2:3001/', 'http://127.0.0.2:3001'],
    ['https://Glow.example.tt/picks?month=may#card', 'https://glow.example.tt/picks?month=may', 'https://glow.example.tt'],
    ['https://glow.example.tt:443/a', 'https://glow.example.tt/a', 'https://glow.example.tt'],
    ['https://glow.example.tt/a?trini-order=41&x=1', 'https://glow.example.tt/a?x=1', 'https://glow.example.tt'],
  ])('%s is the page %s on %s', (text, page, origin) => {
    expect(parseReturnPage(text)).toEqual({ ok: true, page, origin });
  });

  it.each<[string, unknown]>([
    ['a script', 'javascript:alert(1)'],
    ['another scheme', 'ftp://glow.example.tt/'],
    ['a relative path', '/picks'],
    ['credentials', 'https://ann:secret@glow.example.tt/'],
    ['too long', `https://glow.example.tt/${'a'.repeat(1000)}`],
    ['a number', 42],
    ['an object', { href: 'https://glow.example.tt/' }],
  ])('refuses %s', (_what, text) => {
    expect(parseReturnPage(text)).toEqual({ ok: false, msg: RETURN_PAGE_INVALID });
  });
});

describe('returnPageFor', () => {
  const origins = { allowedFor: (shopNo: number, origin: string) => shopNo === 21 && origin === 'https://glow.example.tt' };

  it.each<[string | null, number, string | null]>([
    ['https://glow.example.tt/picks?month=may', 21, 'https://glow.example.tt/picks?month=may&trini-order=57'],
    ['https://glow.example.tt/picks', 22, null], // another shop's page
    ['https://elsewhere.example.tt/picks', 21, null], // an origin the shop has not saved (or no longer has)
    [null, 21, null], // placed on the store's own pages
    ['not a page', 21, null],
  ])('%s for shop %i -> %s', (page, shopNo, expected) => {
    expect(returnPageFor(page, shopNo, 57, origins)).toBe(expected);
  });
});

describe('returnedOrderNo', () => {
  it.each<[string | null, number | null]>([
    ['57', 57],
    ['1', 1],
    ['057', null],
    ['0', null],
    ['5.7', null],
    ['12345678901', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (value, orderNo) => {
    expect(returnedOrderNo(value)).toBe(orderNo);
  });
});
