// Checks every JSON-LD block of a page against a table of schema.org types with the properties Google's
// structured data documentation marks required and recommended for them (Product and merchant listings,
// product variants, breadcrumbs, organization, site search, shipping and return policies). A node of a type
// the table does not know is a problem too, so nothing is emitted unchecked.

type Json = Record<string, unknown>;

interface Rule {
  required: string[];
  /** At least one property of each group (e.g. a Product needs offers, review or aggregateRating). */
  requiredAnyOf?: string[][];
  recommended: string[];
  recommendedAnyOf?: string[][];
}

const S = 'https://schema.org/';

export const RULES: Record<string, Rule> = {
  Product: {
    required: ['name'],
    requiredAnyOf: [['offers', 'review', 'aggregateRating']],
    recommended: ['image', 'description', 'sku', 'brand', 'offers', 'aggregateRating', 'review'],
    recommendedAnyOf: [['gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14']],
  },
  // A variant inside a ProductGroup's hasVariant inherits description, brand and reviews from the group.
  'Product (variant)': {
    required: ['name', 'offers', 'inProductGroupWithID'],
    recommended: ['sku', 'image'],
    recommendedAnyOf: [
      ['color', 'size'],
      ['gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14'],
    ],
  },
  ProductGroup: {
    required: ['name', 'productGroupID', 'variesBy', 'hasVariant'],
    recommended: ['description', 'url', 'brand', 'image', 'aggregateRating', 'review'],
  },
  Offer: {
    required: ['price', 'priceCurrency'],
    recommended: ['availability', 'itemCondition', 'priceValidUntil', 'url', 'shippingDetails', 'hasMerchantReturnPolicy', 'seller'],
  },
  OfferShippingDetails: { required: ['shippingDestination', 'shippingRate', 'deliveryTime'], recommended: ['shippingLabel'] },
  ShippingDeliveryTime: { required: ['handlingTime', 'transitTime'], recommended: [] },
  QuantitativeValue: { required: ['unitCode'], requiredAnyOf: [['value', 'minValue', 'maxValue']], recommended: ['minValue', 'maxValue'] },
  DefinedRegion: { required: ['addressCountry'], recommended: [] },
  MonetaryAmount: { required: ['currency'], requiredAnyOf: [['value', 'minValue', 'maxValue']], recommended: [] },
  MerchantReturnPolicy: {
    required: ['applicableCountry', 'returnPolicyCategory', 'merchantReturnDays'],
    recommended: ['returnMethod', 'returnFees', 'refundType', 'merchantReturnLink'],
  },
  ShippingService: { required: ['shippingConditions'], recommended: ['name', 'fulfillmentType', 'handlingTime'] },
  ShippingConditions: { required: ['shippingDestination'], requiredAnyOf: [['shippingRate', 'doesNotShip']], recommended: [] },
  ServicePeriod: { required: ['duration'], recommended: [] },
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
  ListItem: { required: ['position', 'name'], recommended: [] },
  OnlineStore: {
    required: ['name', 'url'],
    recommended: [
      'logo',
      'description',
      'email',
      'telephone',
      'address',
      'contactPoint',
      'sameAs',
      'legalName',
      'foundingDate',
      'hasMerchantReturnPolicy',
      'hasShippingService',
    ],
  },
  PostalAddress: { required: ['addressCountry'], recommended: ['streetAddress', 'addressLocality', 'addressRegion'] },
  ContactPoint: { required: ['contactType'], requiredAnyOf: [['telephone', 'email']], recommended: [] },
  WebSite: { required: ['name', 'url'], recommended: ['potentialAction'] },
  SearchAction: { required: ['target', 'query-input'], recommended: [] },
  EntryPoint: { required: ['urlTemplate'], recommended: [] },
  Brand: { required: ['name'], recommended: [] },
  AggregateRating: { required: ['ratingValue'], requiredAnyOf: [['reviewCount', 'ratingCount']], recommended: ['bestRating'] },
  Review: { required: ['author', 'reviewRating'], recommended: ['datePublished', 'reviewBody'] },
  Person: { required: ['name'], recommended: [] },
  Rating: { required: ['ratingValue'], recommended: ['bestRating'] },
};

/** Properties whose value must be a schema.org enumeration member, written as its URL. */
const ENUMERATIONS = ['availability', 'itemCondition', 'returnPolicyCategory', 'returnFees', 'itemDefectReturnFees', 'refundType', 'fulfillmentType'];
/** Properties whose value must be an absolute URL on the store. */
const URLS = ['url', 'item', 'logo', 'merchantReturnLink', '@id', 'urlTemplate'];

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

export function ldBlocks(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Json);
}

/** Every problem found in the blocks, as 'path: what' lines; `allowMissing` lists 'Type.property' left out on purpose. */
export function structuredDataProblems(blocks: readonly Json[], base: string, allowMissing: readonly string[] = []): string[] {
  const problems: string[] = [];
  const visit = (node: unknown, path: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${path}[${i}]`));
    if (typeof node !== 'object' || node === null) return;
    const obj = node as Json;
    const type = obj['@type'];
    if (typeof type === 'string') {
      const name = type === 'Product' && 'inProductGroupWithID' in obj ? 'Product (variant)' : type;
      const rule = RULES[name];
      if (!rule) problems.push(`${path}: type ${type} is not in the table`);
      else {
        for (const p of rule.required) if (empty(obj[p])) problems.push(`${path} (${name}): required ${p} missing`);
        for (const group of rule.requiredAnyOf ?? [])
          if (group.every((p) => empty(obj[p]))) problems.push(`${path} (${name}): needs one of ${group.join(', ')}`);
        for (const p of rule.recommended)
          if (empty(obj[p]) && !allowMissing.includes(`${name}.${p}`)) problems.push(`${path} (${name}): recommended ${p} missing`);
        for (const group of rule.recommendedAnyOf ?? [])
          if (group.every((p) => empty(obj[p]))) problems.push(`${path} (${name}): recommends one of ${group.join(', ')}`);
      }
    } else if (!('@id' in obj && Object.keys(obj).length === 1)) {
      problems.push(`${path}: object without @type`);
    }
    for (const [key, value] of Object.entries(obj)) {
      if (ENUMERATIONS.includes(key))
        for (const v of [value].flat()) if (typeof v !== 'string' || !v.startsWith(S)) problems.push(`${path}.${key}: ${String(v)} is not a schema.org URL`);
      if (URLS.includes(key) && (typeof value !== 'string' || !value.startsWith(base)))
        problems.push(`${path}.${key}: ${String(value)} is not an absolute store URL`);
      if (key === 'image')
        for (const v of [value].flat()) if (typeof v !== 'string' || !v.startsWith(base)) problems.push(`${path}.image: ${String(v)} is not absolute`);
      if (key === 'returnMethod')
        for (const v of [value].flat()) if (typeof v !== 'string' || !v.startsWith(S)) problems.push(`${path}.returnMethod: ${String(v)}`);
      if (key !== '@context') visit(value, `${path}.${key}`);
    }
  };
  blocks.forEach((b, i) => {
    if (b['@context'] !== 'https://schema.org') problems.push(`block ${i}: @context is ${String(b['@context'])}`);
    visit(b, `block ${i}`);
  });
  return problems;
}
