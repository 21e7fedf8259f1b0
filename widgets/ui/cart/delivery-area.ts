// The delivery area (Trinidad or Tobago) the shopper last chose, on the cart page or at the checkout, kept in this
// browser (localStorage 'trini-area'): the cart panel estimates the freight for it and says "Calculated at checkout"
// until there is one (a cart's own country is Trinidad until someone chooses, which is no estimate), and the cart page
// and the checkout start from it.
import { useEffect } from 'react';
import { Country } from '../../domain/constants.js';
import type { CountryNo } from '../../domain/types.js';
import { $cart, setCountry } from '../../state/cart.js';
import { local } from '../../state/storage.js';

export const AREA_KEY = 'trini-area';

export function chosenArea(): CountryNo | null {
  const kept = local.get(AREA_KEY);
  return kept === '1' ? Country.Trinidad : kept === '2' ? Country.Tobago : null;
}

/** Keeps `countryNo` (1 Trinidad, anything else Tobago) as the shopper's choice. */
export function rememberArea(countryNo: CountryNo): void {
  local.set(AREA_KEY, countryNo === Country.Trinidad ? '1' : '2');
}

/** The shopper chose `countryNo`: the cart's and the one kept. */
export function chooseArea(countryNo: CountryNo): void {
  setCountry(countryNo);
  rememberArea(countryNo);
}

/** Once, on arrival: the cart's country is the one last chosen (a cleared cart starts again from Trinidad). */
export function useChosenArea(): void {
  useEffect(() => {
    const area = chosenArea();
    if (area !== null && area !== $cart.get().DeliverCountryNo) setCountry(area);
  }, []);
}
