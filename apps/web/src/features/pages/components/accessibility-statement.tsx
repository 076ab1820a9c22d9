import { CONTACT_DETAILS, LEGAL_TEXTS_UPDATED } from '../contact-details';
import { Bullets, MailLink, OutsideLink, PageLink, Para, PhoneLink, Section } from './content-blocks';
import { ContentPage } from './content-page';

export function AccessibilityStatement() {
  return (
    <ContentPage
      title="Accessibility"
      updated={LEGAL_TEXTS_UPDATED}
      summary="We want everyone to be able to use Alongside, whatever their disability, device or connection."
    >
      <Section title="Our goal">
        <Para>
          We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. These are the
          international rules for accessible websites.
        </Para>
      </Section>

      <Section title="What we do">
        <Bullets
          items={[
            'Every page works with a keyboard alone, and shows clearly where you are on the page.',
            'Pages work with screen readers. Form fields have labels, and error messages are read out with them.',
            'Pages fit small screens down to 320 pixels wide, and text can be made larger without losing anything.',
            'Colours have strong contrast, and we never use colour alone to give information.',
            'We write in plain language, in short sentences.',
            'Pages are small, so they load on cheap phones and slow connections. After your first visit, much of the app works offline.',
            'We test every page with automated accessibility checks before each release.',
          ]}
        />
      </Section>

      <Section title="What we know is not perfect yet">
        <Bullets
          items={[
            'Documents uploaded by users, such as PDFs, may not be accessible. We cannot change them.',
            'Identity checks may use an outside service. Its screens are not built by us.',
            'Our spam protection (Google reCAPTCHA) may sometimes ask you to prove you are not a robot. If it stops you, contact us and we will help another way.',
            'No independent expert has audited Alongside yet. We plan to have this done.',
          ]}
        />
      </Section>

      <Section title="Tell us about a problem">
        <Para>
          If something is hard to use, please tell us. We will reply within {CONTACT_DETAILS.replyWithin}, and
          we can give you the information in another way.
        </Para>
        <Bullets
          items={[
            <>
              Use the <PageLink to="/contact-us">contact form</PageLink>.
            </>,
            <>
              E-mail <MailLink address={CONTACT_DETAILS.supportEmail} />.
            </>,
            <>
              Call <PhoneLink number={CONTACT_DETAILS.supportPhone} />.
            </>,
            <>
              If you are deaf, or have a hearing or speech impairment, you can call us through the National
              Relay Service. Choose your call channel on{' '}
              <OutsideLink href={CONTACT_DETAILS.nrsUrl}>the National Relay Service website</OutsideLink>,
              then ask for {CONTACT_DETAILS.supportPhone}.
            </>,
          ]}
        />
        <Para>
          If you are not happy with our reply, you can complain to the Australian Human Rights Commission.
        </Para>
      </Section>
    </ContentPage>
  );
}
