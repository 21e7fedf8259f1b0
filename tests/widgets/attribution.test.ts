// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshModules() {
  vi.resetModules();
  const attribution = await import('../../widgets/state/attribution.js');
  const config = await import('../../widgets/runtime/config.js');
  const { links } = await import('../../widgets/runtime/links.js');
  return { ...attribution, ...config, links };
}

describe('partner attribution across origins', () => {
  beforeEach(() => {
    sessionStorage.clear();
    history.replaceState(null, '', '/');
  });

  it('links from a partner page to the store carry ?shop=N once a partner card was used', async () => {
    const { configure, attributeToShop, links } = await freshModules();
    configure({ storeBase: 'https://shop.example.tt/', apiBase: 'https://shop.example.tt/' });
    expect(links.product(12)).toBe('https://shop.example.tt/productdetails/12');
    attributeToShop(21);
    expect(links.product(12)).toBe('https://shop.example.tt/productdetails/12?shop=21');
    expect(links.orderDetail(5)).toBe('https://shop.example.tt/orderdetail?OrderNo=5&shop=21');
  });

  it('links on the store itself stay plain paths', async () => {
    const { configure, attributeToShop, links } = await freshModules();
    configure({ storeBase: location.origin, apiBase: location.origin });
    attributeToShop(21);
    expect(links.product(12)).toBe('/productdetails/12');
  });

  it('the store reads ?shop=N from the link and keeps it for the session', async () => {
    history.replaceState(null, '', '/productdetails/12?shop=22');
    const { $attribution, attributedShopNo } = await freshModules();
    expect($attribution.get()).toBe(22);
    expect(sessionStorage.getItem('shop')).toBe('22');
    expect(attributedShopNo()).toBe(22);
  });

  it('ignores a shop parameter that is not a positive whole number', async () => {
    history.replaceState(null, '', '/productdetails/12?shop=abc');
    const { attributedShopNo } = await freshModules();
    expect(attributedShopNo()).toBe(16);
  });
});
