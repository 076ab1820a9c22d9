import { LEGAL_TEXTS_UPDATED } from '../contact-details';
import { Bullets, PageLink, Para, Section } from './content-blocks';
import { ContentPage } from './content-page';

export function Disclaimer() {
  return (
    <ContentPage
      title="Disclaimer"
      updated={LEGAL_TEXTS_UPDATED}
      summary="Alongside helps clients and workers find each other. This page explains what that means, and what it does not."
    >
      <Section title="We are a platform, not a provider">
        <Bullets
          items={[
            'We are not an NDIS provider, and we do not provide support services.',
            'Workers are independent. They are not our employees, agents or contractors.',
            'We do not choose workers for clients, and we do not supervise the support they give.',
            'Clients and workers make their own agreements and payments with each other.',
          ]}
        />
      </Section>

      <Section title="About checks and profiles">
        <Para>
          We check the documents workers upload. An approved check means the document looked valid when we
          checked it. It does not promise that a worker is right for you or will always act safely. Users
          write their own profiles, and we cannot confirm everything they say.
        </Para>
        <Para>
          Before you agree to work with someone, meet them, ask questions, and check anything that matters to
          you, such as references.
        </Para>
      </Section>

      <Section title="About the information on Alongside">
        <Para>
          The information on our pages is general. It is not legal, financial, medical or NDIS planning
          advice. For advice about your situation, talk to a professional, your plan manager or the NDIA.
        </Para>
      </Section>

      <Section title="Our responsibility">
        <Para>
          We work hard to keep Alongside running and safe, but we cannot promise it will always be available
          or free of errors. As far as the law allows, we are not responsible for the support a worker gives,
          or for agreements between clients and workers.
        </Para>
        <Para>
          Nothing here takes away your rights under the Australian Consumer Law. Read our full{' '}
          <PageLink to="/terms-of-use">terms of use</PageLink>.
        </Para>
      </Section>
    </ContentPage>
  );
}
