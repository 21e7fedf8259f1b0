// Reorder (docs/screens.md#account-pages order detail): every line of the order goes into the shared cart again, with its
// quantity and option, from the product as the store sells it now (so today's price applies). Lines
// that are sold out or gone are named in a snack bar; if anything could be added the shopper goes to /cart.
import { useCallback, useState } from 'react';
import { loadProduct } from '../../api/catalog.js';
import { ApiError } from '../../api/client.js';
import type { OrderLine } from '../../domain/types.js';
import { addProduct, setQuantity } from '../../state/cart.js';
import { showToast } from '../../state/toasts.js';
import { links, navigate } from '../../runtime/links.js';
import { ACCOUNT_TEXTS } from './texts.js';

export function useReorder(lines: readonly OrderLine[]): { reorder: () => Promise<void>; busy: boolean } {
  const [busy, setBusy] = useState(false);
  const reorder = useCallback(async () => {
    setBusy(true);
    try {
      const products = await Promise.all(
        lines.map((l) =>
          loadProduct(l.ProductNo, false).catch((error: unknown) => {
            if (error instanceof ApiError && error.status === 404) return null;
            throw error;
          }),
        ),
      );
      let added = 0;
      lines.forEach((line, i) => {
        const product = products[i];
        if (!product) return void showToast(ACCOUNT_TEXTS.reorderUnavailable(line.ProductName));
        if (product.IsSoldOut === 1) return void showToast(ACCOUNT_TEXTS.reorderSoldOut(line.ProductName));
        const option = line.Color || line.Size ? { Color: line.Color, Size: line.Size } : undefined;
        const result = addProduct(product, line.Quantity, option);
        if (!result.ok) return void showToast(`${line.ProductName}: ${result.message}`);
        if (!result.added) setQuantity(product.ProductNo, line.Quantity, { Color: result.line.Color, Size: result.line.Size });
        added++;
      });
      if (added > 0) navigate(links.cart());
      else showToast(ACCOUNT_TEXTS.reorderNothing);
    } catch (error) {
      console.error('[trini-account-page] reorder failed', error);
      showToast(ACCOUNT_TEXTS.networkError);
    } finally {
      setBusy(false);
    }
  }, [lines]);
  return { reorder, busy };
}
