// After the server refused an order because prices changed (409), the cart's lines are repriced from
// freshly loaded products, so the shopper sees, and then sends, the current prices.
import type { Product } from '../../domain/types.js';
import { buildCart, lineFromProduct } from '../../domain/cart.js';
import { loadProduct } from '../../api/catalog.js';
import { $cart } from '../../state/cart.js';

export async function refreshCartPrices(): Promise<void> {
  const numbers = [...new Set($cart.get().ItemList.map((line) => line.ProductNo))];
  const loaded = await Promise.all(
    numbers.map((no) =>
      loadProduct(no, false).catch((error: unknown) => {
        console.error(`[trini] product ${no} failed to reload`, error);
        return null;
      }),
    ),
  );
  const products = new Map<number, Product>();
  for (const product of loaded) if (product) products.set(product.ProductNo, product);
  const cart = $cart.get(); // read again: the shopper may have changed it while products loaded
  const lines = cart.ItemList.map((line) => {
    const product = products.get(line.ProductNo);
    return product ? lineFromProduct(product, line.Quantity, { Color: line.Color, Size: line.Size }) : line;
  });
  $cart.set(buildCart(lines, { countryNo: cart.DeliverCountryNo, isPickup: cart.IsPickup === 1, fromSocialAd: cart.FromSocialAd }));
}
