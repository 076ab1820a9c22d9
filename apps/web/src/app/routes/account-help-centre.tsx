import { HelpCentre } from '../../features/pages/components/help-centre';

/** /account/help-centre: login required (spec §2). */
export function Component() {
  return <HelpCentre />;
}
