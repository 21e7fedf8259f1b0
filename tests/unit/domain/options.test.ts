// How a variant is named everywhere (docs/domain.md#option-labels): 'Color - Size', or the part present.
import { describe, expect, it } from 'vitest';
import { nameWithOption, optionLabel } from '../../../widgets/domain/options.js';

describe('optionLabel', () => {
  it.each([
    [{ Color: 'Red', Size: 'M' }, 'Red - M'],
    [{ Color: 'Red' }, 'Red'],
    [{ Size: '250 ml' }, '250 ml'],
    [{ Color: 'Red', Size: '' }, 'Red'],
    [{ Color: '  ', Size: 'M' }, 'M'],
    [{ Color: null, Size: null }, ''],
    [{}, ''],
  ])('%j is %j', (option, label) => {
    expect(optionLabel(option)).toBe(label);
  });
});

describe('nameWithOption', () => {
  it.each([
    ['Shea Butter', { Color: 'Red', Size: 'M' }, 'Shea Butter (Red - M)'],
    ['Shea Butter', { Size: 'M' }, 'Shea Butter (M)'],
    ['Shea Butter', { Color: '', Size: '' }, 'Shea Butter'],
  ])('%s with %j is %j', (name, option, shown) => {
    expect(nameWithOption(name, option)).toBe(shown);
  });
});
