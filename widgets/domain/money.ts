// Money is carried as TT$ numbers (the API's shape) but all arithmetic happens in integer cents,
// so sums and products never drift (19.99 * 3 is 59.97, not 59.970000000000006).

/** TT$ amount -> integer cents, rounding half away from zero at the cent. */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a money amount: ${amount}`);
  // toFixed first: 1.005 * 100 is 100.49999999999999 in binary, but the decimal the user meant is 100.5.
  const scaled = Number((Math.abs(amount) * 100).toFixed(4));
  const cents = Math.round(scaled);
  return amount < 0 ? -cents : cents;
}

/** Integer cents -> TT$ amount. */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** Rounds an amount to whole cents. */
export function roundMoney(amount: number): number {
  return fromCents(toCents(amount));
}

export function sumMoney(amounts: readonly number[]): number {
  return fromCents(amounts.reduce((cents, amount) => cents + toCents(amount), 0));
}

export function timesQuantity(amount: number, quantity: number): number {
  return fromCents(toCents(amount) * quantity);
}

/** Integer division rounding half up (for non-negative numerators), exact for safe integers. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  const sign = numerator < 0 !== denominator < 0 ? -1 : 1;
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  return sign * Math.floor((2 * n + d) / (2 * d));
}

/** '150.00': exactly two decimals, no grouping, as WiPay's `total` and its hash need. */
export function twoDecimals(amount: number): string {
  const cents = toCents(amount);
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}`;
}

/**
 * 'TT$1,234.50': TT$ everywhere (docs/domain.md#money), never a bare dollar sign, commas between thousands, two
 * decimals, a minus sign before the currency. Written out rather than through Intl.NumberFormat: the first Intl
 * formatter a page creates loads the browser's locale data, tens of milliseconds on a phone's main thread while the
 * page starts, and every page shows a price.
 */
export function formatTT(amount: number): string {
  const digits = twoDecimals(amount);
  const negative = digits.startsWith('-');
  return `${negative ? '-' : ''}TT$${(negative ? digits.slice(1) : digits).replace(/\B(?=(\d{3})+\.)/g, ',')}`;
}
