import { describe, expect, it } from 'vitest';
import { AUSTRALIAN_STATES } from './australian-states';
import { AustralianStateSchema } from './australian-states.schemas';

describe('Australian states', () => {
  it('lists the eight states and territories with their full names, in picker order', () => {
    expect(AUSTRALIAN_STATES).toEqual([
      { shortName: 'NSW', name: 'New South Wales' },
      { shortName: 'VIC', name: 'Victoria' },
      { shortName: 'QLD', name: 'Queensland' },
      { shortName: 'WA', name: 'Western Australia' },
      { shortName: 'SA', name: 'South Australia' },
      { shortName: 'TAS', name: 'Tasmania' },
      { shortName: 'ACT', name: 'Australian Capital Territory' },
      { shortName: 'NT', name: 'Northern Territory' },
    ]);
  });

  it.each(['NSW', 'QLD', 'ACT', 'NT'])('accepts the short name %s', (shortName) => {
    expect(AustralianStateSchema.safeParse(shortName).success).toBe(true);
  });

  it.each(['qld', 'Queensland', 'NZ', ''])('refuses %j, which is not a short name', (value) => {
    expect(AustralianStateSchema.safeParse(value).success).toBe(false);
  });
});
