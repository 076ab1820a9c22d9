import { ProhibitedContent } from '../../features/pages/components/prohibited-content';

/** /prohibited-content: onboarding layout, no login (spec §2). */
export function Component() {
  return <ProhibitedContent />;
}
