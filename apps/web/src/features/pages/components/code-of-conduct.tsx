import { CONTACT_DETAILS, LEGAL_TEXTS_UPDATED } from '../contact-details';
import { Bullets, OutsideLink, PageLink, Para, PhoneLink, Section } from './content-blocks';
import { ContentPage } from './content-page';

/** In the spirit of the NDIS Code of Conduct (NDIS (Code of Conduct) Rules 2018), for everyone on Alongside. */
export function CodeOfConduct() {
  return (
    <ContentPage
      title="Code of conduct"
      updated={LEGAL_TEXTS_UPDATED}
      summary="Everyone on Alongside agrees to this code: clients, families, representatives and workers. It follows the NDIS Code of Conduct."
    >
      <Para>
        Workers who support NDIS participants must also follow the NDIS Code of Conduct, even when they are
        not registered NDIS providers. This page does not replace it.
      </Para>

      <Section title="Everyone on Alongside agrees to">
        <Section title="1. Respect people’s rights" level={3}>
          <Bullets
            items={[
              'Respect each person’s right to make their own choices about their life and their support.',
              'Respect each person’s culture, beliefs, gender, sexuality, age and disability.',
              'Speak to the person, not only to the people with them. Use the way of communicating that works for them.',
            ]}
          />
        </Section>
        <Section title="2. Respect privacy" level={3}>
          <Bullets
            items={[
              'Keep what you learn about another person private. This includes their health, home, money and family.',
              'Do not share photos, messages or documents of another person without their permission.',
              'Only ask for the information you need to do the job.',
            ]}
          />
        </Section>
        <Section title="3. Act with honesty and integrity" level={3}>
          <Bullets
            items={[
              'Be truthful about who you are, your skills, your checks and your prices.',
              'Do not ask for or accept gifts, money or favours that could change how you act.',
              'Tell the other person about anything that could be a conflict of interest.',
            ]}
          />
        </Section>
        <Section title="4. Provide support with care and skill" level={3}>
          <Bullets
            items={[
              'Workers only offer support they are trained and able to give safely.',
              'Workers keep their checks and training up to date.',
              'Turn up when you said you would. If plans change, tell the other person as early as you can.',
            ]}
          />
        </Section>
        <Section title="5. Keep people safe" level={3}>
          <Bullets
            items={[
              'Act straight away if you think someone is unsafe or unwell.',
              'Follow safe work practices and the client’s support plan.',
              'Never work while affected by alcohol or drugs.',
            ]}
          />
        </Section>
        <Section title="6. No violence, exploitation, neglect or abuse" level={3}>
          <Bullets
            items={[
              'Never hurt, threaten, bully or harass anyone.',
              'Never take advantage of anyone, including with money or property.',
              'Never have a sexual relationship with a person you support, or behave in a sexual way towards them.',
              'Never use restraint or seclusion unless it is authorised in a behaviour support plan.',
            ]}
          />
        </Section>
        <Section title="7. Speak up about concerns" level={3}>
          <Bullets
            items={[
              'Tell someone if you see or suspect harm, abuse or neglect.',
              'Tell us about anyone on Alongside who breaks this code.',
              'Never punish or blame someone for raising a concern.',
            ]}
          />
        </Section>
      </Section>

      <Section title="How to report a concern">
        <Para>
          <strong>If someone is in danger right now, call 000.</strong>
        </Para>
        <Bullets
          items={[
            <>
              Tell us: use the <PageLink to="/contact-us">contact form</PageLink> and choose “Safety concern”.
              Safety concerns are read first.
            </>,
            <>
              Tell the NDIS Quality and Safeguards Commission: call{' '}
              <PhoneLink number={CONTACT_DETAILS.ndisCommissionPhone} /> or visit{' '}
              <OutsideLink href={CONTACT_DETAILS.ndisCommissionUrl}>the NDIS Commission website</OutsideLink>.
              Anyone can make a complaint about NDIS supports, and you can stay anonymous.
            </>,
            'If a crime may have happened, tell the police. For non-urgent matters call 131 444.',
          ]}
        />
      </Section>

      <Section title="What we do when this code is broken">
        <Para>
          We look into every report. Depending on what happened, we may warn the person, hide their profile or
          content, or close their account. When the law requires it, or someone is at risk, we pass
          information to the NDIS Commission or the police.
        </Para>
      </Section>
    </ContentPage>
  );
}
