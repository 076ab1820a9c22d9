import { CodeOfConduct } from '../../features/pages/components/code-of-conduct';

/** /codeof-conduct (the spec’s spelling): onboarding layout, no login (spec §2). */
export function Component() {
  return <CodeOfConduct />;
}
