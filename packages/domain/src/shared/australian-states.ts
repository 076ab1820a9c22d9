import type { z } from 'zod';
import type { AustralianStateSchema } from './australian-states.schemas';

/** The eight states and territories by the short name a user's `place_state_short_name` holds (spec §3). */
export const AUSTRALIAN_STATE_SHORT_NAMES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type AustralianState = z.infer<typeof AustralianStateSchema>;

export const AUSTRALIAN_STATE_NAMES: Readonly<Record<AustralianState, string>> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  WA: 'Western Australia',
  SA: 'South Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
};

/** The states and territories in the order a picker lists them. */
export const AUSTRALIAN_STATES: readonly { shortName: AustralianState; name: string }[] =
  AUSTRALIAN_STATE_SHORT_NAMES.map((shortName) => ({ shortName, name: AUSTRALIAN_STATE_NAMES[shortName] }));
