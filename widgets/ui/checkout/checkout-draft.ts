// The checkout's details kept for the browser session (sessionStorage 'checkoutForm'): a shopper back
// from a declined card payment, or from another page, finds the form as they left it. Dropped once an
// order is placed or paid. The stored text may be anything: each field is checked on the way in.
import { session } from '../../state/storage.js';
import { emptyForm, type CustomerForm } from './order-payload.js';

export const CHECKOUT_DRAFT_KEY = 'checkoutForm';
const TEXT_MAX = 2000;

type Loose = Record<string, unknown>;

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.length <= TEXT_MAX ? value : fallback);
const whole = (value: unknown, fallback: number, ok: (n: number) => boolean) =>
  typeof value === 'number' && Number.isInteger(value) && ok(value) ? value : fallback;

export function readCheckoutDraft(): CustomerForm {
  let raw: Loose = {};
  try {
    const parsed: unknown = JSON.parse(session.get(CHECKOUT_DRAFT_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) raw = parsed as Loose;
  } catch {
    // unreadable: start empty
  }
  return {
    mobile: text(raw.mobile, emptyForm.mobile),
    name: text(raw.name, emptyForm.name),
    email: text(raw.email, emptyForm.email),
    address: text(raw.address, emptyForm.address),
    cityNo: whole(raw.cityNo, emptyForm.cityNo, (n) => n >= 0),
    remarks: text(raw.remarks, emptyForm.remarks),
    pmNo: whole(raw.pmNo, emptyForm.pmNo, (n) => n >= 1 && n <= 3),
  };
}

export function saveCheckoutDraft(form: CustomerForm): void {
  session.set(CHECKOUT_DRAFT_KEY, JSON.stringify(form));
}

export function forgetCheckoutDraft(): void {
  session.set(CHECKOUT_DRAFT_KEY, null);
}
