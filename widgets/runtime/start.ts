// Page-wide runtime duties, started by the first widget that mounts (ui/define.ts):
// - one `trini-cart-change` event on document per cart change (for partner analytics);
// - the cart lines a partner page handed over in the address (state/cart-handoff.ts);
// - on another origin than the store's, whether the store allows it (state/embed-access.ts).
// Loaded with the runtime, so that every widget's API calls carry the signed-in customer's token: the session
// store hands the API client its reader when it loads.
import '../state/session.js';
import { $cart } from '../state/cart.js';
import { importHandoff } from '../state/cart-handoff.js';
import { checkEmbedAccess } from '../state/embed-access.js';
import type { Cart } from '../domain/types.js';
import { dispatchTrini, type CartChangeDetail } from './events.js';

let started = false;

function cartChangeDetail(cart: Cart): CartChangeDetail {
  return {
    itemCount: cart.ItemCount,
    quantity: cart.ItemList.reduce((n, l) => n + l.Quantity, 0),
    itemTotal: cart.ItemTotal,
    freight: cart.Freight,
    grandTotal: cart.ItemGrandTotal,
    productNos: cart.ItemList.map((l) => l.ProductNo),
  };
}

export function startRuntime(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  // On a partner page, ask now whether this origin may call the API, while the widgets' own code loads.
  void checkEmbedAccess();
  $cart.listen((cart) => {
    dispatchTrini(document, 'trini-cart-change', cartChangeDetail(cart));
  });
  void importHandoff();
}
