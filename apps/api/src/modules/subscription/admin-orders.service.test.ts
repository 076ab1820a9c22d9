import { describe, expect, it } from 'vitest';
import { invoiceNumberIn } from './admin-orders.service';

describe('invoiceNumberIn: the invoice an administrator types in the search', () => {
  it.each([
    ['AL-000042', 42],
    ['al-000042', 42],
    ['AL000042', 42],
    ['000042', 42],
    ['42', 42],
    ['AL-999999999', 999_999_999],
    ['AL-0000000001', 1],
    ['worker@example.com', null],
    ['Wes', null],
    ['AL-', null],
    ['42a', null],
    ['AL-1234567890', null],
    ['1234567890', null],
    ['wes@example.com', null],
    [' 42', null],
  ])('"%s" names invoice %s', (search, number) => {
    expect(invoiceNumberIn(search)).toBe(number);
  });
});
