// A tiny HTML template: every interpolated value is escaped unless it is already Html.
import { escapeHtml } from '../../widgets/domain/html-escape.js';
import { oneByteJson } from './one-byte.js';

export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Value = Html | string | number | boolean | null | undefined | Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (value instanceof Html) return value.value;
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0];
  values.forEach((v, i) => (out += render(v) + strings[i + 1]));
  return new Html(out);
}

/** JSON for a <script> element: nothing in it can close the element, and it keeps the page one-byte (one-byte.ts). */
export function scriptJson(value: unknown): Html {
  return new Html(oneByteJson(JSON.stringify(value)));
}
