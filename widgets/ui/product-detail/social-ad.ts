// docs/screens.md#product-detail: a visit whose URL carries fbclid came from a social-media ad. The settings store keeps
// sessionStorage fb = '1' and the cart store copies the flag onto the cart (FromSocialAd) for the order.
import { setFromSocialAd } from '../../state/settings.js';

export function markSocialAdVisit(search: string = globalThis.location?.search ?? ''): boolean {
  let fromAd = false;
  try {
    fromAd = new URLSearchParams(search).get('fbclid') !== null;
  } catch {
    return false;
  }
  if (fromAd) setFromSocialAd();
  return fromAd;
}
