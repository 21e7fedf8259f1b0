// The demo shop's own facts, loaded with the demo catalogue in development and tests. A production shop enters its
// own in the back office: these never reach a production shop's shoppers (the demo catalogue loaded there on request
// leaves the settings alone).
import { type ShopSettings } from '../../../widgets/domain/shop-settings.js';
import { SPEC_DELIVERY_RATES } from '../../../widgets/domain/delivery-rates.js';

export const DEMO_SHOP_SETTINGS: ShopSettings = {
  name: 'Trini Naturals',
  legalName: 'Trini Naturals Limited',
  tagline: 'Natural body, skin and hair care from Trinidad and Tobago',
  email: 'orders@trini-naturals.tt',
  phone: '+1(868) 555-0142',
  chatNumber: '18685550142',
  chatGreeting: "Hello Trini Naturals! I'd like to ask about a product.",
  pickups: [
    {
      address: 'Trini Naturals Outlet, 45 Eastern Main Road, Tunapuna, Trinidad',
      street: '45 Eastern Main Road',
      town: 'Tunapuna',
      region: 'Tunapuna-Piarco',
      hours: 'Monday to Saturday, 9:00 am to 5:00 pm',
      phone: '+1(868) 555-0142',
    },
  ],
  bank: {
    accountName: 'Trini Naturals Limited',
    bank: 'Republic Bank Limited',
    accountNumber: '180-4567-8901',
    swift: 'RBNKTTPX',
    receiptNote: 'Please send a photo of your deposit or transfer receipt by WhatsApp to +1(868) 555-0142 with your order number.',
  },
  social: {
    facebook: 'https://www.facebook.com/trininaturals',
    instagram: 'https://www.instagram.com/trininaturals',
  },
  delivery: SPEC_DELIVERY_RATES,
  lowStockThreshold: 5,
};
