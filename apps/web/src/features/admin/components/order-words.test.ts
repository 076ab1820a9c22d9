import { describe, expect, it } from 'vitest';
import { orderStatusText } from './order-words';

describe('orderStatusText', () => {
  it.each([
    ['paid', 0, 'Paid'],
    ['failed', 0, 'Payment failed'],
    ['refunded', 1_000, 'Refunded in part'],
    ['refunded', 2_900, 'Refunded in full'],
  ] as const)('says a %s order with %i cents back is "%s"', (status, refunded, expected) => {
    expect(orderStatusText({ status, amount_cents: 2_900, refunded_cents: refunded })).toBe(expected);
  });
});
