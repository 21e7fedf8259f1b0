// Reading the admin calls' query strings and bodies: every bad value is a 400 that names the field.
import { ApiError } from '../../http/errors.js';
import { MAX_ID } from '../../../widgets/domain/schemas.js';

type Bag = Record<string, unknown>;

export function bag(value: unknown): Bag {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ApiError(400, 'The request body must be a JSON object.');
  return value as Bag;
}

/** A positive whole number (a JSON number or its text), or undefined when absent or blank. */
export function optionalId(b: Bag, name: string): number | undefined {
  const raw = b[name];
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return undefined;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d{1,10}\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_ID) throw new ApiError(400, `${name} must be a whole number from 1 to ${MAX_ID}.`);
  return n;
}

export function requiredId(b: Bag, name: string): number {
  const n = optionalId(b, name);
  if (n === undefined) throw new ApiError(400, `${name} is required.`);
  return n;
}

export function optionalText(b: Bag, name: string, max: number): string | undefined {
  const raw = b[name];
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string') throw new ApiError(400, `${name} must be text.`);
  if (raw.trim().length > max) throw new ApiError(400, `${name} must be at most ${max} characters.`);
  return raw.trim();
}

/** yyyy-mm-dd, a real date, or undefined. */
export function optionalDay(b: Bag, name: string): string | undefined {
  const raw = optionalText(b, name, 10);
  if (!raw) return undefined;
  const d = new Date(`${raw}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || raw.startsWith('0000') || Number.isNaN(d.getTime()) || !d.toISOString().startsWith(raw)) {
    throw new ApiError(400, `${name} must be a date (yyyy-mm-dd).`);
  }
  return raw;
}

/** A money amount from 0 to 1,000,000 with at most two decimals, or undefined. */
export function optionalMoney(b: Bag, name: string): number | undefined {
  const raw = b[name];
  if (raw === undefined || raw === null) return undefined;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isFinite(n) || n < 0 || n > 1_000_000 || Math.abs(Math.round(n * 100) - n * 100) > 1e-6) {
    throw new ApiError(400, `${name} must be an amount from 0 to 1000000 with at most two decimals.`);
  }
  return n;
}

export function optionalBoolean(b: Bag, name: string): boolean | undefined {
  const raw = b[name];
  if (raw === undefined || raw === null) return undefined;
  if (raw === true || raw === 1 || raw === '1' || raw === 'true') return true;
  if (raw === false || raw === 0 || raw === '0' || raw === 'false') return false;
  throw new ApiError(400, `${name} must be true or false.`);
}
