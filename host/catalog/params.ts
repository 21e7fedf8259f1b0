import { ApiError } from '../http/errors.js';

// Query-string reading for the catalogue calls. The original API was case-insensitive about parameter
// names, so keys are matched ignoring case; values are validated here with messages a developer can act on.

/** Query parameters keyed by lower-cased name; the first value wins when a name repeats. */
export type Params = ReadonlyMap<string, string>;

export function normaliseQuery(raw: unknown): Params {
  const params = new Map<string, string>();
  if (!raw || typeof raw !== 'object') return params;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    const lower = key.toLowerCase();
    if (params.has(lower)) continue;
    params.set(lower, typeof first === 'string' ? first : first == null ? '' : String(first));
  }
  return params;
}

/** The raw value, or undefined when absent; `name` is written as the API documents it. */
export function text(params: Params, name: string): string | undefined {
  return params.get(name.toLowerCase());
}

/** True when the parameter is present with a non-blank value. */
export function given(params: Params, name: string): boolean {
  return (text(params, name) ?? '').trim() !== '';
}

const WHOLE = /^[+-]?\d{1,15}$/;

/** A whole number, or undefined when absent or blank; anything else is a 400. */
export function optionalInt(params: Params, name: string): number | undefined {
  const raw = text(params, name)?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!WHOLE.test(raw)) throw new ApiError(400, `${name} must be a whole number (got '${clip(raw)}').`);
  return Number(raw);
}

export function requiredInt(params: Params, name: string, min = 1): number {
  const value = optionalInt(params, name);
  if (value === undefined) throw new ApiError(400, `${name} is required.`);
  if (value < min) throw new ApiError(400, `${name} must be ${min} or more (got ${value}).`);
  return value;
}

/** A 1-based page number: default 1; zero or negative is a 400. */
export function pageNo(params: Params, name = 'PageNo'): number {
  const value = optionalInt(params, name);
  if (value === undefined) return 1;
  if (value < 1) throw new ApiError(400, `${name} must be 1 or more (got ${value}).`);
  return value;
}

export const DEFAULT_MAX_RECORDS = 15;
export const MAX_MAX_RECORDS = 100;

/** MaxRecords: default 15, clamped to 1..100; not a number is a 400. */
export function maxRecords(params: Params): number {
  const value = optionalInt(params, 'MaxRecords');
  if (value === undefined) return DEFAULT_MAX_RECORDS;
  return Math.min(MAX_MAX_RECORDS, Math.max(1, value));
}

/** A 0/1 flag: 1/true/yes on; 0/false/no/blank/absent off; anything else is a 400. */
export function flag(params: Params, name: string): boolean {
  const raw = text(params, name)?.trim().toLowerCase();
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false' || raw === 'no') return false;
  if (raw === '1' || raw === 'true' || raw === 'yes') return true;
  throw new ApiError(400, `${name} must be 1 or 0, or true or false (got '${clip(raw)}').`);
}

function clip(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}...` : value;
}
