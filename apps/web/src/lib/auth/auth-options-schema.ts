import { z } from 'zod';

/**
 * The client-side options, both false by default (spec §3, §9). A missing or unreadable value in the
 * cookie falls back to its default instead of failing, since the cookie is the browser's to change.
 *
 * In a module of its own, not in constants.ts: the web's first bundle reads constants.ts, and a
 * schema there that a later page uses would bring zod into that bundle
 * (docs/decisions/011-first-page-performance.md).
 */
export const AuthOptionsSchema = z
  .object({ skipOnboarding: z.boolean().catch(false), skipSubscription: z.boolean().catch(false) })
  .catch(() => ({ skipOnboarding: false, skipSubscription: false }));
export type AuthOptions = z.infer<typeof AuthOptionsSchema>;
