// The store itself for search engines: Organization (an OnlineStore) and WebSite with a SearchAction that
// targets the store's own search page (/search/{text}).
import { legalNameOf, mainPickup, type ShopSettings } from '../../../widgets/domain/shop-settings.js';
import { deliveryServices, returnPolicy } from './offer-terms.js';

export const organizationId = (base: string) => `${base}/#organization`;

/** The shop as its settings describe it; a fact the owner has not entered is left out. */
export function organizationLd(base: string, logoUrl: string, shop: ShopSettings) {
  const pickup = mainPickup(shop);
  const contact = { telephone: shop.phone || undefined, email: shop.email || undefined };
  return {
    '@context': 'https://schema.org',
    '@type': 'OnlineStore',
    '@id': organizationId(base),
    name: shop.name,
    legalName: legalNameOf(shop),
    description: shop.tagline,
    url: `${base}/home`,
    logo: logoUrl,
    ...contact,
    address: pickup
      ? {
          '@type': 'PostalAddress',
          streetAddress: pickup.street || pickup.address,
          addressLocality: pickup.town || undefined,
          addressRegion: pickup.region || undefined,
          addressCountry: 'TT',
        }
      : undefined,
    contactPoint: contact.telephone || contact.email ? { '@type': 'ContactPoint', contactType: 'customer service', ...contact, areaServed: 'TT' } : undefined,
    sameAs: [shop.social.facebook, shop.social.instagram].filter(Boolean),
    hasMerchantReturnPolicy: returnPolicy(base),
    hasShippingService: deliveryServices(shop.delivery, pickup),
  };
}

export function websiteLd(base: string, shop: Pick<ShopSettings, 'name'>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${base}/#website`,
    name: shop.name,
    url: `${base}/home`,
    publisher: { '@id': organizationId(base) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${base}/search/{search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
