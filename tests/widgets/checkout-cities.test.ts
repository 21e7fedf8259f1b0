// @vitest-environment happy-dom
// The city list failing to load (docs/screens.md#messages: logged) leaves the form usable and offers a retry.
// Its own file: the list is loaded once per page and cached.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, mount, product, shadow } from './mount.js';
import { CITIES, click, fakeApi, fieldLabelled, json, until } from './checkout-fakes.js';

await import('../../widgets/index.js');
const cart = await import('../../widgets/state/cart.js');
const { CITIES_FAILED } = await import('../../widgets/ui/checkout/AddressFields.js');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<trini-checkout> city list failure', () => {
  it('logs, keeps the None option, and loads the cities on Try again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    fakeApi({ '/api/Trini/GetCityList': () => (fail ? json({ msg: 'down' }, 500) : json(CITIES)) });
    cart.addProduct(product({ ProductNo: 1, SalesPrice: 600 }));
    const root = shadow(await mount('<trini-checkout></trini-checkout>'));
    await until(() => root.textContent!.includes(CITIES_FAILED));
    expect(error).toHaveBeenCalled();
    const city = fieldLabelled<HTMLSelectElement>(root, 'City');
    expect([...city.options].map((o) => o.textContent)).toEqual(['None']);

    fail = false;
    await click([...root.querySelectorAll('button')].find((b) => b.textContent === 'Try again'));
    await until(() => city.options.length === 3);
    await flush();
    expect(root.textContent).not.toContain(CITIES_FAILED);
  });
});
