import Alert from '@mui/material/Alert';
import { CONTACT_DETAILS } from '../contact-details';
import { Bullets, MailLink, PageLink, Para, PhoneLink, Section } from './content-blocks';
import { ContactForm } from './contact-form';
import { ContentPage } from './content-page';

/** /contact-us: the form first, then the other ways to reach a person. */
export function ContactUs() {
  return (
    <ContentPage
      title="Contact us"
      summary={`Ask us a question, tell us about a problem, or report a concern. We reply within ${CONTACT_DETAILS.replyWithin}.`}
    >
      <Alert severity="warning" sx={{ mb: 3 }}>
        If someone is in danger right now, call 000.
      </Alert>
      <ContactForm />
      <Section title="Other ways to reach us">
        <Bullets
          items={[
            <>
              E-mail <MailLink address={CONTACT_DETAILS.supportEmail} />
            </>,
            <>
              Call <PhoneLink number={CONTACT_DETAILS.supportPhone} />
            </>,
            <>
              Through the National Relay Service: see <PageLink to="/accessibility">accessibility</PageLink>
            </>,
          ]}
        />
        <Para>
          To report a concern about NDIS supports, you can also call the NDIS Quality and Safeguards
          Commission on <PhoneLink number={CONTACT_DETAILS.ndisCommissionPhone} />.
        </Para>
      </Section>
    </ContentPage>
  );
}
