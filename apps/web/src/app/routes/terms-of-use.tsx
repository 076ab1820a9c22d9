import { TermsOfUse } from '../../features/pages/components/terms-of-use';

/** /terms-of-use: onboarding layout, no login (spec §2). */
export function Component() {
  return <TermsOfUse />;
}
