// Each line below is a mistake the typings must reject (tests/unit/scripts/manifest/framework-typings.test.ts).
import type {} from 'trini-storefront/react';

export const mistakes = (
  <>
    <trini-product-card productNo={18} />
    <trini-product-card product-no="abc" />
    <trini-product-card compact="yes" />
    <trini-product-card onTriniAddToCart={() => {}} />
    <trini-product-card ontrini-add-to-cart={(event: CustomEvent<{ orderNo: number }>) => event.detail.orderNo} />
    <trini-account-menu open="signup" />
  </>
);
