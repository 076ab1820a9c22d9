import { CONTACT_DETAILS, LEGAL_TEXTS_UPDATED } from '../contact-details';
import { Bullets, MailLink, OutsideLink, PageLink, Para, PhoneLink, Section } from './content-blocks';
import { ContentPage } from './content-page';

/**
 * Under the Privacy Act 1988 and the Australian Privacy Principles. Lists what the product stores
 * today and what the planned areas will store; change it when an area starts keeping something new.
 */
export function PrivacyPolicy() {
  return (
    <ContentPage
      title="Privacy policy"
      updated={LEGAL_TEXTS_UPDATED}
      summary="This policy says what information we keep about you, why, who sees it, and how you can see, fix or delete it. We follow the Australian Privacy Principles in the Privacy Act 1988."
    >
      <Section title="What we keep">
        <Section title="When you make an account" level={3}>
          <Bullets
            items={[
              'Your name, e-mail address, and whether you are a client or a worker.',
              'Your password, stored only in a scrambled form (a “hash”). We cannot read your password.',
              'The devices you are signed in on, so you stay signed in and can sign out.',
              'Short codes we e-mail you to confirm your address or reset your password. We keep them scrambled and they expire.',
            ]}
          />
        </Section>
        <Section title="When you fill in your profile" level={3}>
          <Bullets
            items={[
              'Your suburb and address, the support you need or offer, your availability, your preferences and, for workers, your rates.',
              'Your photo and a description, if you add them.',
              'Clients may tell us about their disability and support needs. This is sensitive information. We only keep it when you choose to give it, to help you find the right worker.',
            ]}
          />
        </Section>
        <Section title="When a worker is checked" level={3}>
          <Bullets
            items={[
              'Documents you upload for checking, such as ID, police checks, working with children checks, first aid and insurance.',
              'These documents are private. Only our checking staff can open them. Other users only see whether a check is approved.',
              'Identity checks may be done by a specialist identity service. It sees only what it needs for the check.',
            ]}
          />
        </Section>
        <Section title="When you use Alongside" level={3}>
          <Bullets
            items={[
              'Jobs you post or apply for, and the messages you send and receive in chat.',
              'Messages you send us through the contact form: your name, e-mail address, topic and message, and your account if you were signed in. We do not store your IP address with them.',
              'Worker subscription payments. Our payment service handles your card. We never see or keep your card number.',
              'Our server records basic technical details of each visit, such as your IP address and the page asked for, to keep Alongside secure.',
            ]}
          />
        </Section>
      </Section>

      <Section title="Why we keep it">
        <Bullets
          items={[
            'To run your account and show your profile to the right people.',
            'To help clients and workers find and contact each other.',
            'To check workers’ documents and keep people safe.',
            'To answer your questions and complaints.',
            'To stop fraud, spam and misuse.',
          ]}
        />
        <Para>We do not sell your information. We do not use it for advertising.</Para>
      </Section>

      <Section title="Who can see it">
        <Bullets
          items={[
            'Other users see what your profile shows. You choose much of this in your settings.',
            'The person you chat with sees your messages.',
            'Our staff see what they need to help you, check documents or look into a report.',
            'Services that help us run Alongside, such as hosting, e-mail, payments, identity checks, spam protection (Google reCAPTCHA) and error reports. Some of them store data outside Australia, for example in the United States. We only use services that protect your information.',
            'The police, the NDIS Quality and Safeguards Commission or others, when the law requires it or someone is at risk of harm.',
          ]}
        />
      </Section>

      <Section title="Cookies">
        <Para>
          We use a few small files in your browser (cookies) to keep you signed in, remember your choices and
          fit the page to your screen. We do not use advertising cookies.
        </Para>
      </Section>

      <Section title="See, fix or delete your information">
        <Bullets
          items={[
            'You can see and change most of your details in your account.',
            'You can ask us for a copy of the information we hold about you. We will reply within 30 days.',
            'You can ask us to fix information that is wrong.',
            'You can delete your account in your account settings. We then delete your account and profile. We may keep some records for longer when the law requires it, or to deal with a complaint or safety concern.',
          ]}
        />
        <Para>
          To ask, <PageLink to="/contact-us">contact us</PageLink> or e-mail{' '}
          <MailLink address={CONTACT_DETAILS.supportEmail} />.
        </Para>
      </Section>

      <Section title="Keeping it safe">
        <Para>
          We use encrypted connections, scrambled passwords, private storage for documents and limits on who
          can see what. If a data breach is likely to cause you serious harm, we will tell you and the Office
          of the Australian Information Commissioner (OAIC).
        </Para>
      </Section>

      <Section title="Complaints about privacy">
        <Para>
          Please tell us first. Use the <PageLink to="/contact-us">contact form</PageLink> or e-mail{' '}
          <MailLink address={CONTACT_DETAILS.supportEmail} />. We will reply within 30 days.
        </Para>
        <Para>
          If you are not happy with our answer, you can complain to the OAIC: call{' '}
          <PhoneLink number={CONTACT_DETAILS.oaicPhone} /> or visit{' '}
          <OutsideLink href={CONTACT_DETAILS.oaicUrl}>the OAIC website</OutsideLink>.
        </Para>
      </Section>
    </ContentPage>
  );
}
