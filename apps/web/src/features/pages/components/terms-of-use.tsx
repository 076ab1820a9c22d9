import { CONTACT_DETAILS, LEGAL_TEXTS_UPDATED } from '../contact-details';
import { Bullets, MailLink, PageLink, Para, Section } from './content-blocks';
import { ContentPage } from './content-page';

export function TermsOfUse() {
  return (
    <ContentPage
      title="Terms of use"
      updated={LEGAL_TEXTS_UPDATED}
      summary="These are the rules for using Alongside. Please read them before you sign up. By using Alongside, you agree to them."
    >
      <Section title="Who we are">
        <Para>
          Alongside is an online platform. It helps people who need disability support (clients) find and work
          with independent support workers (workers).
        </Para>
        <Bullets
          items={[
            'We are not an NDIS provider. We do not provide support services ourselves.',
            'Workers are not our employees or contractors. Each worker runs their own business.',
            'Clients choose their workers. Clients and workers agree on the work and the price between them.',
            'Clients pay workers directly. We do not take a cut of what a client pays a worker.',
            'Workers pay us a subscription to use Alongside. This is how we earn our money.',
          ]}
        />
      </Section>

      <Section title="Who can use Alongside">
        <Bullets
          items={[
            'You must be 18 or older to have an account.',
            'A family member, carer or other representative may use Alongside for a client, if the client agrees or the representative has the right to act for them.',
            'You may have only one account, and it is for you alone. Do not share your password.',
            'The details you give us must be true and up to date.',
          ]}
        />
      </Section>

      <Section title="What we do">
        <Bullets
          items={[
            'We run the website and app, and keep them as safe and reliable as we can.',
            'We check documents that workers upload, such as police checks and working with children checks. A check shows what a document said on the day we looked at it. It does not promise how a worker will behave.',
            'We look into reports about people or content that break these terms or our code of conduct.',
          ]}
        />
      </Section>

      <Section title="What you agree to do">
        <Bullets
          items={[
            <>
              Follow our <PageLink to="/codeof-conduct">code of conduct</PageLink>.
            </>,
            <>
              Not post anything on our <PageLink to="/prohibited-content">prohibited content</PageLink> list.
            </>,
            'Treat everyone with respect and keep other people’s information private.',
            'Not use Alongside to find clients or workers and then ask them to leave the platform to avoid a worker’s subscription or our safety rules.',
            'Not try to break, overload or get around the security of Alongside.',
          ]}
        />
      </Section>

      <Section title="Agreements between clients and workers">
        <Para>
          When a client and a worker agree to work together, the agreement is between them. We are not part of
          it. The client and the worker are each responsible for:
        </Para>
        <Bullets
          items={[
            'agreeing on the support, the times, the price and how payment works',
            'meeting their own legal duties, such as tax, insurance and NDIS rules',
            'keeping records they may need, such as invoices and service agreements',
          ]}
        />
        <Para>
          If you use NDIS funding, check that your plan allows you to pay an independent worker. If you are
          not sure, ask your plan manager, support coordinator or the NDIA.
        </Para>
      </Section>

      <Section title="Worker subscriptions">
        <Bullets
          items={[
            'Workers pay a subscription to be found by clients and to apply for jobs.',
            'The price and what it includes are shown before you pay.',
            'You can cancel at any time. Your subscription then stops at the end of the period you paid for.',
            'Your rights under the Australian Consumer Law are not affected by these terms.',
          ]}
        />
      </Section>

      <Section title="If something goes wrong">
        <Bullets
          items={[
            'We may hide content, or pause or close an account, if someone breaks these terms or puts others at risk. We will tell you why, unless that would put someone at risk.',
            'You can close your account at any time in your account settings.',
            <>
              If you have a complaint about us, please <PageLink to="/contact-us">contact us</PageLink> first.
              We will reply within {CONTACT_DETAILS.replyWithin}.
            </>,
            <>
              Read our <PageLink to="/disclaimer">disclaimer</PageLink> for the limits of what we are
              responsible for.
            </>,
          ]}
        />
      </Section>

      <Section title="Changes to these terms">
        <Para>
          We may change these terms. If a change is important, we will e-mail you before it starts. The date
          at the top of this page shows when the terms last changed.
        </Para>
        <Para>
          Questions about these terms? E-mail <MailLink address={CONTACT_DETAILS.supportEmail} />.
        </Para>
      </Section>
    </ContentPage>
  );
}
