import { describe, expect, it } from 'vitest';
import { formatAbn, isValidAbn, normaliseAbn } from './abn';

describe('isValidAbn (the ATO checksum: first digit minus 1, weights 10,1,3,…,19, sum divisible by 89)', () => {
  it.each([
    { abn: '51824753556', valid: true, why: 'the ATO example ABN' },
    { abn: '51 824 753 556', valid: true, why: 'spaces between groups are allowed' },
    { abn: '53 004 085 616', valid: true, why: 'a registered company ABN' },
    { abn: '33 051 775 556', valid: true, why: 'another registered ABN' },
    { abn: '51824753557', valid: false, why: 'the last digit changed' },
    { abn: '15824753556', valid: false, why: 'two digits swapped' },
    { abn: '5182475355', valid: false, why: 'ten digits' },
    { abn: '518247535560', valid: false, why: 'twelve digits' },
    { abn: '5182475355A', valid: false, why: 'a letter' },
    { abn: '00000000000', valid: false, why: 'zeros (a sum of -10)' },
    { abn: '', valid: false, why: 'empty' },
  ])('$abn is valid: $valid ($why)', ({ abn, valid }) => {
    expect(isValidAbn(abn)).toBe(valid);
  });
});

describe('normaliseAbn and formatAbn', () => {
  it.each([
    { input: '51 824 753 556', digits: '51824753556' },
    { input: '51-824-753-556', digits: '51824753556' },
    { input: ' 51824753556 ', digits: '51824753556' },
    { input: '5182475355', digits: null },
  ])('normalises $input to $digits', ({ input, digits }) => {
    expect(normaliseAbn(input)).toBe(digits);
  });

  it('shows the digits in the register’s groups of 2, 3, 3 and 3', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });
});
