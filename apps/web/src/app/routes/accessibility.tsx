import { AccessibilityStatement } from '../../features/pages/components/accessibility-statement';

/** /accessibility: the accessibility statement; onboarding layout, no login. */
export function Component() {
  return <AccessibilityStatement />;
}
