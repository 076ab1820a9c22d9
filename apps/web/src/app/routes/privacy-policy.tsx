import { PrivacyPolicy } from '../../features/pages/components/privacy-policy';

/** /privacy-policy: onboarding layout, no login (spec §2). */
export function Component() {
  return <PrivacyPolicy />;
}
