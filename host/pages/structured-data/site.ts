// The store itself for search engines: Organization (an OnlineStore) and WebSite with a SearchAction that
// targets the store's own search page (/search/{text}).
import { SHOP_INFO } from '../../../widgets/domain/shop-info.js';
import { DELIVERY_ORDER_MINIMUM } from '../../../widgets/domain/delivery-terms.js';
import { deliveryServices, returnPolicy } from './offer-terms.js';

export const organizationId = (base: string) => `${base}/#organization`;

export function organizationLd(base: string, logoUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'OnlineStore',
    '@id': organizationId(base),
    name: SHOP_INFO.name,
    legalName: SHOP_INFO.legalName,
    description: SHOP_INFO.tagline,
    url: `${base}/home`,
    logo: logoUrl,
    email: SHOP_INFO.email,
    telephone: SHOP_INFO.phone,
    foundingDate: String(SHOP_INFO.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: SHOP_INFO.pickup.street,
      addressLocality: SHOP_INFO.pickup.town,
      addressRegion: SHOP_INFO.pickup.region,
      addressCountry: 'TT',
    },
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: SHOP_INFO.phone, email: SHOP_INFO.email, areaServed: 'TT' },
    sameAs: [SHOP_INFO.social.facebook, SHOP_INFO.social.instagram],
    hasMerchantReturnPolicy: returnPolicy(base),
    hasShippingService: deliveryServices(DELIVERY_ORDER_MINIMUM),
  };
}

export function websiteLd(base: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${base}/#website`,
    name: SHOP_INFO.name,
    url: `${base}/home`,
    publisher: { '@id': organizationId(base) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${base}/search/{search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
