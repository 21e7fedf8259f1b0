// Every field of the docs/domain.md#entities entity, grouped as the form shows them.
import { STORE_PHONE_MAX } from '../../domain/constants.js';
import type { StoreDraft } from './stores.js';

export type FieldKind = 'text' | 'textarea' | 'tel' | 'email' | 'url' | 'checkbox' | 'website';

export interface StoreField {
  key: keyof StoreDraft;
  label: string;
  kind: FieldKind;
  required?: boolean;
  maxLength?: number;
}

export const STORE_FIELD_GROUPS: ReadonlyArray<{ title: string; fields: readonly StoreField[] }> = [
  {
    title: 'Store',
    fields: [
      { key: 'StoreName', label: 'Store Name', kind: 'text', maxLength: 100 },
      { key: 'FullName', label: 'Full Name', kind: 'text', maxLength: 100 },
      { key: 'StoreDescription', label: 'Store Description', kind: 'textarea', maxLength: 1000 },
      { key: 'IsOnline', label: 'Online store', kind: 'checkbox' },
      { key: 'IsWarehouse', label: 'Warehouse', kind: 'checkbox' },
    ],
  },
  {
    title: 'Address and contact',
    fields: [
      { key: 'StoreAddress', label: 'Store Address', kind: 'text', maxLength: 200 },
      { key: 'StoreAddress2', label: 'Store Address 2', kind: 'text', maxLength: 200 },
      { key: 'StoreMobile', label: 'Store Mobile', kind: 'tel', required: true, maxLength: STORE_PHONE_MAX },
      { key: 'StorePhone', label: 'Store Phone', kind: 'tel', maxLength: STORE_PHONE_MAX },
      { key: 'EmailID', label: 'Email', kind: 'email', maxLength: 254 },
    ],
  },
  {
    title: 'Website and social links',
    fields: [
      { key: 'WebsiteNo', label: 'Website No', kind: 'website' },
      { key: 'Website', label: 'Website', kind: 'url', maxLength: 300 },
      { key: 'FacebookURL', label: 'Facebook URL', kind: 'url', maxLength: 300 },
      { key: 'InstagramUrl', label: 'Instagram URL', kind: 'url', maxLength: 300 },
      { key: 'YoutubeUrl', label: 'YouTube URL', kind: 'url', maxLength: 300 },
      { key: 'TwitterUrl', label: 'Twitter URL', kind: 'url', maxLength: 300 },
    ],
  },
  {
    title: 'Terms and messages',
    fields: [
      { key: 'TermsConditions', label: 'Terms & Conditions', kind: 'textarea', maxLength: 4000 },
      { key: 'TermsConditions2', label: 'Terms & Conditions 2', kind: 'textarea', maxLength: 4000 },
      { key: 'ThanksMessage', label: 'Thanks Message', kind: 'textarea', maxLength: 1000 },
    ],
  },
];
