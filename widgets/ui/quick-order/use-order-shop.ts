// docs/orders.md#attribution: the quick order is credited to the route's shop (else a partner shop the
// visit is attributed to); a lookup without a ShopName, or a failed one, falls back to the default shop.
import { useEffect, useState } from 'react';
import type { Shop } from '../../domain/types.js';
import { DEFAULT_SHOP_NO } from '../../domain/constants.js';
import { useShopSettings } from '../../state/shop.js';
import { getShop } from '../../api/catalog.js';
import { attributedShopNo } from '../../state/attribution.js';

function wantedShop(routeShopNo: number | undefined): number {
  return routeShopNo !== undefined && Number.isInteger(routeShopNo) && routeShopNo > 0 ? routeShopNo : attributedShopNo();
}

export function useOrderShop(routeShopNo: number | undefined): Shop {
  const shopNo = wantedShop(routeShopNo);
  const ownShop: Shop = { ShopNo: DEFAULT_SHOP_NO, ShopName: useShopSettings().name };
  const [partner, setPartner] = useState<Shop | null>(null);
  useEffect(() => {
    setPartner(null);
    if (shopNo === DEFAULT_SHOP_NO) return;
    let live = true;
    getShop(shopNo).then(
      (found) => live && setPartner(found ?? null),
      (error: unknown) => console.error(`[trini] shop ${shopNo} failed to load`, error),
    );
    return () => {
      live = false;
    };
  }, [shopNo]);
  return partner ?? ownShop;
}
