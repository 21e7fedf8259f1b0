// Shops (docs/domain.md#entities). ShopNo 16 is the default shop, the marketplace itself (docs/orders.md#attribution); the others are partners
// whose pages embed our widgets and whose orders are attributed to them (/fborder/{ProductNo}/{ShopNo}).

export interface SeedShop {
  shopNo: number;
  shopName: string;
}

export const DEFAULT_SHOP_NO = 16;
export const DEFAULT_SHOP_NAME = 'Trini Naturals';

export const SHOPS: SeedShop[] = [
  { shopNo: DEFAULT_SHOP_NO, shopName: DEFAULT_SHOP_NAME },
  { shopNo: 21, shopName: 'Island Glow Boutique' },
  { shopNo: 22, shopName: 'Sando Wellness Pharmacy' },
  { shopNo: 23, shopName: 'Tobago Beauty Bar' },
];
