import { describe, expect, it } from 'vitest';
import { ERROR_REPORTING } from './constants';

describe('error reporting settings of spec §9', () => {
  it.each([
    {
      rule: 'error reports default to the production environment',
      actual: ERROR_REPORTING.defaultEnvironment,
      expected: 'production',
    },
    { rule: 'every trace is sampled', actual: ERROR_REPORTING.tracesSampleRate, expected: 1 },
    {
      rule: 'one session in ten is replayed',
      actual: ERROR_REPORTING.replaysSessionSampleRate,
      expected: 0.1,
    },
    {
      rule: 'every session with an error is replayed',
      actual: ERROR_REPORTING.replaysOnErrorSampleRate,
      expected: 1,
    },
  ])('$rule', ({ actual, expected }) => {
    expect(actual).toBe(expected);
  });
});
