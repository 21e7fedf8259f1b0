// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, product } from './mount.js';
import { ITEM_SOLD_OUT, SELECT_OPTION } from '../../widgets/domain/messages.js';

beforeEach(() => {
  vi.resetModules();
  sessionStorage.clear();
  localStorage.clear();
});

describe('cart store', () => {
  it('starts empty with the default freight', async () => {
    const { $cart } = await import('../../widgets/state/cart.js');
    expect($cart.get().ItemCount).toBe(0);
    expect($cart.get().Freight).toBe(40);
  });

  const stored = () => JSON.parse(localStorage.getItem('trini-cart')!);

  it('saves to localStorage after every change, with a version and an expiry 30 days on', async () => {
    const cart = await import('../../widgets/state/cart.js');
    const res = cart.addProduct(product({ ProductNo: 7, SalesPrice: 25 }), 2);
    expect(res.ok && res.added).toBe(true);
    expect(stored()).toMatchObject({ v: 1, cart: { ItemTotal: 50 } });
    expect(stored().expires - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    expect(stored().cart.ItemList).toHaveLength(1);
    cart.increment(7);
    expect(stored().cart.ItemList[0].Quantity).toBe(3);
    cart.remove(7);
    expect(stored().cart.ItemList).toHaveLength(0);
    expect(sessionStorage.getItem('c')).toBeNull();
  });

  it('restores from localStorage with totals recalculated', async () => {
    const lines = [{ ProductNo: 3, ProductName: 'Shea Butter', SalesPrice: 120, Quantity: 5, TotalAmount: 1, FreeDelivery: 0, FreeDeliveryQuantity: 0 }];
    const cart = { ItemList: lines, ItemTotal: 9999, Freight: 1, ItemGrandTotal: 1, DeliverCountryNo: 2 };
    localStorage.setItem('trini-cart', JSON.stringify({ v: 1, expires: Date.now() + 60_000, cart }));
    const { $cart } = await import('../../widgets/state/cart.js');
    const c = $cart.get();
    expect(c.ItemCount).toBe(1);
    expect(c.ItemTotal).toBe(600);
    expect(c.Freight).toBe(60); // Tobago kept, freight recomputed
    expect(c.ItemGrandTotal).toBe(660);
  });

  it('forgets an expired cart', async () => {
    const cart = { ItemList: [{ ProductNo: 3, ProductName: 'Shea Butter', SalesPrice: 120, Quantity: 1 }] };
    localStorage.setItem('trini-cart', JSON.stringify({ v: 1, expires: Date.now() - 1, cart }));
    const { $cart } = await import('../../widgets/state/cart.js');
    expect($cart.get().ItemCount).toBe(0);
  });

  it('reads a cart from sessionStorage "c" once, and moves it to localStorage', async () => {
    const lines = [{ ProductNo: 3, ProductName: 'Shea Butter', SalesPrice: 120, Quantity: 2, FreeDelivery: 0, FreeDeliveryQuantity: 0 }];
    sessionStorage.setItem('c', JSON.stringify({ ItemList: lines }));
    const { $cart } = await import('../../widgets/state/cart.js');
    expect($cart.get().ItemTotal).toBe(240);
    expect(sessionStorage.getItem('c')).toBeNull();
    expect(stored().cart.ItemTotal).toBe(240);
  });

  it('survives garbage in either storage', async () => {
    sessionStorage.setItem('c', '{not json');
    localStorage.setItem('trini-cart', '{not json');
    const { $cart } = await import('../../widgets/state/cart.js');
    expect($cart.get().ItemList).toEqual([]);
  });

  it("shows another tab's change at once (the storage event), without writing it back", async () => {
    const { $cart } = await import('../../widgets/state/cart.js');
    const cart = { ItemList: [{ ProductNo: 9, ProductName: 'Aloe Gel', SalesPrice: 40, Quantity: 3 }] };
    const text = JSON.stringify({ v: 1, expires: Date.now() + 60_000, cart });
    localStorage.setItem('trini-cart', text);
    window.dispatchEvent(new StorageEvent('storage', { key: 'trini-cart', newValue: text, storageArea: localStorage }));
    expect($cart.get().ItemTotal).toBe(120);
    expect(localStorage.getItem('trini-cart')).toBe(text);
    // The other tab emptied the cart, or cleared its storage.
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null, storageArea: localStorage }));
    expect($cart.get().ItemCount).toBe(0);
  });

  it('refuses sold-out products and products needing an option', async () => {
    const cart = await import('../../widgets/state/cart.js');
    expect(cart.addProduct(product({ IsSoldOut: 1 }))).toMatchObject({ ok: false, message: ITEM_SOLD_OUT });
    const twoOptions = product({
      ProductSKUList: [
        { ProductSKUNo: 1, Color: 'Red', Size: '', Barcode: '' },
        { ProductSKUNo: 2, Color: 'Blue', Size: '', Barcode: '' },
      ],
    });
    expect(cart.addProduct(twoOptions)).toMatchObject({ ok: false, message: SELECT_OPTION });
    expect(cart.addProduct(twoOptions, 1, { Color: 'Blue' })).toMatchObject({ ok: true, added: true });
    expect(cart.addProduct(twoOptions, 1, { Color: 'Blue' })).toMatchObject({ ok: true, added: false });
    expect(cart.$cart.get().ItemList[0].Color).toBe('Blue');
  });

  it('country, pickup, clear', async () => {
    const cart = await import('../../widgets/state/cart.js');
    cart.addProduct(product());
    cart.setCountry(2);
    expect(cart.$cart.get().Freight).toBe(60);
    cart.setPickup(true);
    expect(cart.$cart.get().Freight).toBe(0);
    cart.clear();
    expect(cart.$cart.get()).toMatchObject({ ItemCount: 0, Freight: 40, DeliverCountryNo: 1, IsPickup: 0 });
  });

  it('copies the social-ad flag onto the cart', async () => {
    const { setFromSocialAd, $settings } = await import('../../widgets/state/settings.js');
    const { $cart } = await import('../../widgets/state/cart.js');
    setFromSocialAd();
    expect(sessionStorage.getItem('fb')).toBe('1');
    expect($settings.get().fromSocialAd).toBe(true);
    expect($cart.get().FromSocialAd).toBe(true);
  });
});

describe('session store', () => {
  const future = () => Math.floor(Date.now() / 1000) + 3600;
  const claims = { custom_id: '42', custom_Email: 'a@b.tt', custom_mobile: '7654321', custom_CustomerName: 'Asha' };

  it('a valid stored token logs the visitor in', async () => {
    localStorage.setItem('cjwt', fakeJwt({ ...claims, exp: future() }));
    const { $session } = await import('../../widgets/state/session.js');
    expect($session.get()).toMatchObject({ loggedIn: true, customerNo: '42', email: 'a@b.tt', mobile: '7654321', name: 'Asha' });
  });

  it('an expired token is a silent logout', async () => {
    localStorage.setItem('cjwt', fakeJwt({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }));
    const { $session } = await import('../../widgets/state/session.js');
    expect($session.get().loggedIn).toBe(false);
    expect(localStorage.getItem('cjwt')).toBeNull();
  });

  it('a garbage token is a silent logout', async () => {
    localStorage.setItem('cjwt', 'garbage.token');
    const { $session } = await import('../../widgets/state/session.js');
    expect($session.get().loggedIn).toBe(false);
  });

  it('login accepts only unexpired tokens; logout clears', async () => {
    const s = await import('../../widgets/state/session.js');
    expect(s.login(fakeJwt({ ...claims, exp: 1 }))).toBe(false);
    expect(s.login('')).toBe(false);
    expect(s.$session.get().loggedIn).toBe(false);
    const token = fakeJwt({ ...claims, exp: future() });
    expect(s.login(token)).toBe(true);
    expect(localStorage.getItem('cjwt')).toBe(token);
    expect(s.currentToken()).toBe(token);
    s.logout();
    expect(s.$session.get().loggedIn).toBe(false);
    expect(localStorage.getItem('cjwt')).toBeNull();
  });
});

describe('settings, panels, storage', () => {
  it('the ew flag turns on the gateway option', async () => {
    localStorage.setItem('ew', String(Date.now()));
    const { $settings } = await import('../../widgets/state/settings.js');
    expect($settings.get().useWipay).toBe(true);
  });

  it('cart panel: closes on /cart, otherwise flips', async () => {
    const p = await import('../../widgets/state/panels.js');
    p.toggleCartPanel('/home');
    expect(p.$panels.get().cart).toBe(true);
    p.toggleCartPanel('/home');
    expect(p.$panels.get().cart).toBe(false);
    p.openCartPanel();
    p.toggleCartPanel('/cart');
    expect(p.$panels.get().cart).toBe(false);
    p.toggleCartPanel('/cart/12');
    expect(p.$panels.get().cart).toBe(false);
    p.toggleMenuPanel();
    expect(p.$panels.get().menu).toBe(true);
    p.closeMenuPanel();
    expect(p.$panels.get().menu).toBe(false);
  });

  it('storage access never throws', async () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const set = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const cart = await import('../../widgets/state/cart.js');
    const { $session } = await import('../../widgets/state/session.js');
    expect($session.get().loggedIn).toBe(false);
    expect(() => cart.addProduct(product())).not.toThrow();
    spy.mockRestore();
    set.mockRestore();
  });
});
