import { z } from 'zod';
import { AUSTRALIAN_STATE_SHORT_NAMES } from './australian-states';

// The schema of a state or territory, apart from australian-states.ts so that the states' names
// build no schema (docs/decisions/011-first-page-performance.md).

export const AustralianStateSchema = z.enum(AUSTRALIAN_STATE_SHORT_NAMES, {
  error: 'Choose a state or territory.',
});
