import { CONTACT_DETAILS } from '../contact-details';
import { Bullets, MailLink, PageLink, Para, PhoneLink, Section } from './content-blocks';
import { ContentPage } from './content-page';

export function HelpCentre() {
  return (
    <ContentPage title="Help centre" summary="Find help with Alongside, or get in touch with a person.">
      <Section title="If someone is unsafe">
        <Para>
          <strong>If someone is in danger right now, call 000.</strong>
        </Para>
        <Para>
          To report a concern about a person on Alongside, use the{' '}
          <PageLink to="/contact-us">contact form</PageLink> and choose “Safety concern”. You can also call
          the NDIS Quality and Safeguards Commission on{' '}
          <PhoneLink number={CONTACT_DETAILS.ndisCommissionPhone} />.
        </Para>
      </Section>

      <Section title="Getting started">
        <Bullets
          items={[
            'Clients: fill in your support needs, then search for workers near you or post a job.',
            'Workers: fill in your profile and upload your checks. Clients see you once your checks are approved.',
            'Everyone: confirm your e-mail address so we can reach you.',
          ]}
        />
      </Section>

      <Section title="Answers and rules">
        <Bullets
          items={[
            <>
              <PageLink to="/account/faq">Questions and answers</PageLink>
            </>,
            <>
              <PageLink to="/codeof-conduct">Code of conduct</PageLink>: how everyone on Alongside behaves
            </>,
            <>
              <PageLink to="/terms-of-use">Terms of use</PageLink> and{' '}
              <PageLink to="/privacy-policy">privacy policy</PageLink>
            </>,
            <>
              <PageLink to="/accessibility">Accessibility</PageLink>: how we make Alongside work for everyone
            </>,
          ]}
        />
      </Section>

      <Section title="Talk to us">
        <Bullets
          items={[
            <>
              Use the <PageLink to="/contact-us">contact form</PageLink>. We reply within{' '}
              {CONTACT_DETAILS.replyWithin}.
            </>,
            <>
              E-mail <MailLink address={CONTACT_DETAILS.supportEmail} />.
            </>,
            <>
              Call <PhoneLink number={CONTACT_DETAILS.supportPhone} />. You can call through the National
              Relay Service too (see <PageLink to="/accessibility">accessibility</PageLink>).
            </>,
          ]}
        />
      </Section>
    </ContentPage>
  );
}
