import { ContactUs } from '../../features/pages/components/contact-us';

/** /contact-us: guest layout, no login (spec §2). */
export function Component() {
  return <ContactUs />;
}
