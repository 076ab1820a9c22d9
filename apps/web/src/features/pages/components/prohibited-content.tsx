import { LEGAL_TEXTS_UPDATED } from '../contact-details';
import { Bullets, PageLink, Para, Section } from './content-blocks';
import { ContentPage } from './content-page';

export function ProhibitedContent() {
  return (
    <ContentPage
      title="Prohibited content"
      updated={LEGAL_TEXTS_UPDATED}
      summary="This list applies to everything you put on Alongside: your profile, photos, jobs, messages and documents."
    >
      <Section title="Do not post">
        <Bullets
          items={[
            'Anything that threatens, bullies, harasses or abuses a person.',
            'Hate speech, or anything that puts people down because of disability, race, culture, religion, gender, sexuality or age.',
            'Sexual content, or sexual requests of any kind.',
            'Another person’s private information, photos or documents without their permission.',
            'False information, such as fake names, fake reviews, or checks and qualifications you do not have.',
            'Offers of, or requests for, anything illegal, including drugs and weapons.',
            'Requests for money that have nothing to do with support, such as loans, gifts or investments.',
            'Advertising for other businesses, spam, or links to harmful websites.',
            'Jobs that are not disability or personal support.',
            'Content that asks people to move off Alongside to get around our safety rules or a worker’s subscription.',
          ]}
        />
      </Section>

      <Section title="Photos">
        <Bullets
          items={[
            'Your profile photo must show you, clearly, and no one else.',
            'Do not share photos of a person you support unless they agree.',
          ]}
        />
      </Section>

      <Section title="What happens if you post it">
        <Para>
          We may remove the content and warn you. If it happens again, or it is serious, we may close your
          account. If the content breaks the law or puts someone at risk, we may tell the police or the NDIS
          Quality and Safeguards Commission.
        </Para>
        <Para>
          Seen something that should not be here? <PageLink to="/contact-us">Contact us</PageLink> and tell us
          where it is. Read our <PageLink to="/codeof-conduct">code of conduct</PageLink> for how to report a
          safety concern.
        </Para>
      </Section>
    </ContentPage>
  );
}
