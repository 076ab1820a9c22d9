import { Faq } from '../../features/pages/components/faq';

/** /account/faq: login required (spec §2). */
export function Component() {
  return <Faq />;
}
