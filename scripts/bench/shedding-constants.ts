// The order load shedding's constants (host/http/load-shedding.ts) that `npm run bench:shedding` moves, and how a
// copy of that file gets one of them changed.

/** A constant, its value, and one step each way: `stricter` sheds sooner, `looser` later. */
export interface SheddingConstant {
  name: string;
  value: string;
  stricter: string;
  looser: string;
}

export const SHEDDING_FILE = 'host/http/load-shedding.ts';

export const SHEDDING_CONSTANTS: readonly SheddingConstant[] = [
  { name: 'SATURATION_FLOOR', value: '4', stricter: '1', looser: '16' },
  { name: 'BUSY_IN_FLIGHT', value: '8', stricter: '4', looser: '32' },
  { name: 'SATURATED_BUDGET_SHARE', value: '0.75', stricter: '0.5', looser: '0.95' },
  { name: 'SATURATION_DELAY_MS', value: '15', stricter: '8', looser: '30' },
  { name: 'OVERDUE_TURN_MS', value: '20', stricter: '10', looser: '40' },
  { name: 'FAR_BEHIND_MS', value: '40', stricter: '20', looser: '80' },
  { name: 'TICK_MS', value: '5', stricter: '2', looser: '10' },
];

const declaration = (name: string) => new RegExp(`^((?:export )?const ${name} = )([0-9_.]+);$`, 'm');

/** `source` (the shedding file's text) with `name` declared as `value`; throws when its value there is not the listed one. */
export function withConstant(source: string, name: string, value: string): string {
  const match = declaration(name).exec(source);
  if (!match) throw new Error(`${name} is not declared as a number in ${SHEDDING_FILE}`);
  const listed = SHEDDING_CONSTANTS.find((c) => c.name === name)?.value;
  if (match[2] !== listed) throw new Error(`${name} is ${match[2]} in ${SHEDDING_FILE} but ${listed} in SHEDDING_CONSTANTS: update the list`);
  return source.replace(declaration(name), `$1${value};`);
}
