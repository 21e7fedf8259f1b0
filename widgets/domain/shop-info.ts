// The shop's own facts, shown by the host's static pages and by the widgets (bank details at checkout,
// pickup address, chat link). One place, so the pages and the widgets never disagree.

export const SHOP_INFO = {
  name: 'Trini Naturals',
  legalName: 'Trini Naturals Limited',
  tagline: 'Natural body, skin and hair care from Trinidad and Tobago',
  founded: 2004,
  yearsOfRetail: 30,
  customers: '200,000',
  email: 'orders@trini-naturals.tt',
  phone: '+1(868) 555-0142',
  chatNumber: '18685550142', // the chat app's international format, no punctuation
  chatGreeting: "Hello Trini Naturals! I'd like to ask about a product.",
  pickup: {
    address: 'Trini Naturals Outlet, 45 Eastern Main Road, Tunapuna, Trinidad',
    street: '45 Eastern Main Road',
    town: 'Tunapuna',
    region: 'Tunapuna-Piarco',
    hours: 'Monday to Saturday, 9:00 am to 5:00 pm',
    phone: '+1(868) 555-0142',
  },
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
} as const;

export function chatLink(text: string = SHOP_INFO.chatGreeting): string {
  return `https://wa.me/${SHOP_INFO.chatNumber}?text=${encodeURIComponent(text)}`;
}
