import { Disclaimer } from '../../features/pages/components/disclaimer';

/** /disclaimer: onboarding layout, no login (spec §2 "a disclaimer … also exist"). */
export function Component() {
  return <Disclaimer />;
}
