import { Bullets, PageLink, Para, Section } from './content-blocks';
import { ContentPage } from './content-page';

/** /about and /account/about: who we are, in plain words. */
export function About() {
  return (
    <ContentPage
      title="About Alongside"
      summary="Alongside is an Australian website and app that helps people with disability find and work with independent support workers."
    >
      <Section title="What we do">
        <Para>
          Clients are NDIS participants, other people who need support, and their families and
          representatives. On Alongside, clients can:
        </Para>
        <Bullets
          items={[
            'search for support workers near them',
            'see each worker’s skills, rates and approved checks',
            'post a job and choose who to work with',
            'message workers before they decide',
          ]}
        />
        <Para>Support workers can build a profile, show their checks, find jobs and talk to clients.</Para>
      </Section>

      <Section title="How it works">
        <Bullets
          items={[
            'Workers are independent. They run their own business. They are not our employees.',
            'Clients choose their workers and agree on the support and the price with them.',
            'Clients pay workers directly. We take no commission from that money.',
            'Workers pay us a subscription. That keeps Alongside running.',
            'We are an online platform, not an NDIS provider.',
          ]}
        />
      </Section>

      <Section title="Keeping people safe">
        <Bullets
          items={[
            'We check workers’ documents, such as ID, police checks and working with children checks.',
            <>
              Everyone agrees to our <PageLink to="/codeof-conduct">code of conduct</PageLink>.
            </>,
            <>
              Anyone can report a safety concern through our{' '}
              <PageLink to="/contact-us">contact form</PageLink>.
            </>,
          ]}
        />
      </Section>

      <Section title="Built for everyone">
        <Para>
          We write in plain language and build Alongside to work with screen readers, keyboards and cheap
          phones on slow connections. Read our{' '}
          <PageLink to="/accessibility">accessibility statement</PageLink>.
        </Para>
      </Section>
    </ContentPage>
  );
}
