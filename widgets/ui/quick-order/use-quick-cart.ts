// The quick order's own one-product cart (docs/screens.md#quick-order): NOT the shared cart. The domain's cart rules price the
// line, the free delivery, the freight by country and pickup, exactly as the shared cart does.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Cart, CountryNo, Product } from '../../domain/types.js';
import { buildCart, emptyCart, lineFromProduct, setDeliveryCountry, setPickup as setPickupRule, updateQuantity, type LineOption } from '../../domain/cart.js';

function optionKey(option: LineOption | undefined): string {
  return option ? `${option.Color ?? ''}\u0000${option.Size ?? ''}` : '';
}

/** The product's variants as options; the first is chosen until the shopper picks another. */
export function productOptions(product: Product | null): LineOption[] {
  return (product?.ProductSKUList ?? []).map((sku) => ({ Color: sku.Color, Size: sku.Size }));
}

function rebuild(cart: Cart, product: Product, quantity: number, option: LineOption | undefined): Cart {
  // A sold-out product is listed but not ordered: the order then has no product (docs/domain.md#validation 'No product added.').
  const lines = product.IsSoldOut === 1 ? [] : [lineFromProduct(product, quantity, option)];
  return buildCart(lines, { countryNo: cart.DeliverCountryNo, isPickup: cart.IsPickup === 1, fromSocialAd: cart.FromSocialAd });
}

export function useQuickCart(product: Product | null) {
  const [cart, setCart] = useState<Cart>(() => emptyCart());
  const [option, setOptionState] = useState<LineOption | undefined>(undefined);
  const options = productOptions(product);

  const chosenOption = useRef(option);
  chosenOption.current = option;

  useEffect(() => {
    if (!product) return;
    const all = productOptions(product);
    const chosen = all.find((o) => optionKey(o) === optionKey(chosenOption.current)) ?? all[0];
    setOptionState(chosen);
    // The same product again (reloaded after a price change) keeps its quantity; a new one starts at 1.
    setCart((c) => {
      const line = c.ItemList[0];
      return rebuild(c, product, line?.ProductNo === product.ProductNo ? line.Quantity : 1, chosen);
    });
  }, [product]);

  const setQuantity = useCallback((quantity: number) => setCart((c) => (c.ItemList[0] ? updateQuantity(c, c.ItemList[0].ProductNo, quantity) : c)), []);
  const setOption = useCallback(
    (next: LineOption) => {
      if (!product) return;
      setOptionState(next);
      setCart((c) => rebuild(c, product, c.ItemList[0]?.Quantity ?? 1, next));
    },
    [product],
  );
  const setCountry = useCallback((countryNo: CountryNo) => setCart((c) => setDeliveryCountry(c, countryNo)), []);
  const setPickup = useCallback((pickup: boolean) => setCart((c) => setPickupRule(c, pickup)), []);

  return { cart, option, options, setQuantity, setOption, setCountry, setPickup };
}
