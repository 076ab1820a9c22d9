import { CONTACT_DETAILS } from '../contact-details';
import { PageLink, Para, Section } from './content-blocks';
import { ContentPage } from './content-page';

export function Faq() {
  return (
    <ContentPage title="Questions and answers" summary="Short answers to the questions people ask us most.">
      <Section title="About Alongside">
        <Section title="Does Alongside cost anything for clients?" level={3}>
          <Para>
            No. Clients use Alongside for free. You pay your worker for their support, at the price you agree
            with them.
          </Para>
        </Section>
        <Section title="How do workers pay?" level={3}>
          <Para>
            Workers pay us a subscription. We take no commission from what clients pay workers, so workers
            keep all of their rate.
          </Para>
        </Section>
        <Section title="Is Alongside an NDIS provider?" level={3}>
          <Para>
            No. Alongside is an online platform. Workers are independent and run their own business. If you
            use NDIS funding, check that your plan lets you pay an independent worker.
          </Para>
        </Section>
      </Section>

      <Section title="Finding and working with someone">
        <Section title="How do I know a worker is safe?" level={3}>
          <Para>
            Look for the approved checks on a worker’s profile, such as a police check and a working with
            children check. We check these documents ourselves. Then meet the worker and ask questions before
            you agree to anything.
          </Para>
        </Section>
        <Section title="Who sets the price?" level={3}>
          <Para>
            Workers show their rates on their profile. You and the worker agree on the final price together.
          </Para>
        </Section>
        <Section title="How do I pay a worker?" level={3}>
          <Para>
            You pay the worker directly, the way you both agree, for example by bank transfer after they send
            an invoice. Payments do not go through Alongside.
          </Para>
        </Section>
      </Section>

      <Section title="Your account">
        <Section title="I forgot my password. What do I do?" level={3}>
          <Para>
            Sign out, then choose “Forgot your password?” on the sign-in page. We will e-mail you a code to
            set a new one.
          </Para>
        </Section>
        <Section title="How do I delete my account?" level={3}>
          <Para>
            Go to your account settings and choose “Delete account”. Read our{' '}
            <PageLink to="/privacy-policy">privacy policy</PageLink> to see what we keep afterwards.
          </Para>
        </Section>
        <Section title="I did not find my answer." level={3}>
          <Para>
            Visit the <PageLink to="/account/help-centre">help centre</PageLink> or{' '}
            <PageLink to="/contact-us">contact us</PageLink>. We reply within {CONTACT_DETAILS.replyWithin}.
          </Para>
        </Section>
      </Section>
    </ContentPage>
  );
}
