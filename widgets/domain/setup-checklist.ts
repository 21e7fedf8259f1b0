// The back office's setup checklist (docs/back-office.md#setting-up-your-shop): what a new shop still needs before
// its first sale. Pure, from the facts the host counts.
import { bankTransferReady, type ShopSettings } from './shop-settings.js';

export type SetupStep = 'details' | 'payment' | 'product' | 'staff';

export interface SetupItem {
  Step: SetupStep;
  Label: string;
  Done: boolean;
  /** What to do next, shown while the step is open. */
  Hint: string;
  /** The back office screen (its hash, for owners) where the step is done; absent when it is done elsewhere. */
  Screen?: 'settings' | 'staff';
}

export interface SetupFacts {
  settings: Pick<ShopSettings, 'email' | 'phone' | 'pickups' | 'bank'>;
  /** Whether saved at least once: a shop's details are its own only once the owner has saved them. */
  settingsSaved: boolean;
  takesCards: boolean;
  productCount: number;
  staffCount: number;
}

export function setupChecklist(f: SetupFacts): SetupItem[] {
  const contact = !!(f.settings.email || f.settings.phone);
  return [
    {
      Step: 'details',
      Label: 'Shop details',
      Done: f.settingsSaved && contact,
      Hint: 'Enter the shop name, a contact email or phone, and the pickup outlet in Settings.',
      Screen: 'settings',
    },
    {
      Step: 'payment',
      Label: 'Bank transfer or card payment',
      Done: bankTransferReady(f.settings.bank) || f.takesCards,
      Hint: 'Enter the bank account shoppers pay into in Settings, or set up card payment (docs/payments.md).',
      Screen: 'settings',
    },
    { Step: 'product', Label: 'First product', Done: f.productCount > 0, Hint: 'Add a product, or load the demo catalogue with npm run seed:prod -- --demo.' },
    {
      Step: 'staff',
      Label: 'First staff member',
      Done: f.staffCount > 1,
      Hint: 'Add the people who pack and ship orders on the Staff screen, each with a temporary password.',
      Screen: 'staff',
    },
  ];
}
