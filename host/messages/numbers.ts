// Mobile numbers as the providers want them (E.164). The shop's customers give 7 digits after +1 (868); a number
// typed whole (868..., 1868..., +1 868 ...) is kept as given.

/** E.164 of a Trinidad and Tobago mobile, or null when it is no number the providers could reach. */
export function e164(mobile: string): string | null {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length === 7) return `+1868${digits}`;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length >= 11 && digits.length <= 15) return `+${digits}`;
  return null;
}
