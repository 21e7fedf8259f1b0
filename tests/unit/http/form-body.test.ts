import { describe, expect, it } from 'vitest';
import { singleValues } from '../../../host/http/form-body.js';

describe('singleValues', () => {
  it.each([
    ['a form body', { status: 'success', total: '12.50' }, { status: 'success', total: '12.50' }],
    ['repeated values: the first', { order_id: ['A1', 'B2'] }, { order_id: 'A1' }],
    ['numbers and booleans as text', { total: 12.5, ok: true }, { total: '12.5', ok: 'true' }],
    ['nested objects and nulls dropped', { data: { OrderNo: 1 }, card: null, status: 'failed' }, { status: 'failed' }],
    ['not an object', 'status=success', {}],
    ['an array', ['a', 'b'], {}],
    ['nothing', undefined, {}],
  ])('%s', (_name, input, expected) => {
    expect(singleValues(input)).toEqual(expected);
  });
});
