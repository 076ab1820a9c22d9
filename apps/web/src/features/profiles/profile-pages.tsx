import type { SessionUser } from '@alongside/contract';
import type { ReactNode } from 'react';
import { INTEREST_OPTIONS, LANGUAGE_OPTIONS } from '../../components/forms/choice-options';
import { AvatarUpload } from './components/avatar-upload';
import { ChoiceListForm } from './components/choice-list-form';
import { ClientPreferenceForm } from './components/client-preference-form';
import { ClientWishesForm } from './components/client-wishes-form';
import { DescriptionForm } from './components/description-form';
import { HistoryListForm } from './components/history-list-form';
import {
  EDUCATION_COLUMNS,
  EducationFormSchema,
  TRAINING_COLUMNS,
  TrainingFormSchema,
  WORK_EXPERIENCE_COLUMNS,
  WorkExperienceFormSchema,
} from './components/history-schemas';
import { IndicativeRatesForm } from './components/indicative-rates-form';
import { PersonalDetailsForm } from './components/personal-details-form';
import {
  profileInformationLinks,
  servicesOfferedLinks,
  supportRequirementsLinks,
} from './components/profile-sections';
import { SectionPage } from './components/section-page';
import { ServiceListForm } from './components/service-list-form';
import { SupportPreferenceForm } from './components/support-preference-form';
import { VisibilityForm } from './components/visibility-form';
import { WeeklyScheduleForm } from './components/weekly-schedule-form';
import {
  InterestListSchema,
  LanguageListSchema,
  QUALIFICATIONS,
  QualificationListSchema,
} from '@alongside/domain';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { PROFILE_SCREENS, type ProfileScreen } from './profile-paths';

/** What a profile page shows around its forms; the route module draws every one the same way. */
export interface ProfilePage {
  title: string;
  intro: string;
  back: { to: string; label: string };
  /** The page's forms, filled from the signed-in person. */
  form: (user: SessionUser) => ReactNode;
}

/**
 * The profile pages that differ only in their words and forms (spec §2), by screen. The verification
 * area's screens (identity and documents) have route modules of their own: they read another area.
 */
export const PROFILE_PAGES = {
  /** /profile/services-offered (alias /my-profile/services-offered): a worker's section page. */
  servicesOffered: {
    title: 'Services offered',
    intro: 'What you offer, when, for how much, and to whom. People looking for support search on these.',
    back: { to: '/profile', label: 'Back to your profile' },
    form: (user) => (
      <>
        <SectionPage links={servicesOfferedLinks(user)} />
      </>
    ),
  },
  /** /profile/services-offered/service-offerings: the services a worker offers, from the catalogue. */
  serviceOfferings: {
    title: 'Services you offer',
    intro: 'Tick every kind of support you can give. People looking for support search on these.',
    back: { to: PROFILE_SCREENS.servicesOffered, label: 'Back to services offered' },
    form: (user) => (
      <>
        <ServiceListForm field="service_offerings" value={user.service_offerings} />
      </>
    ),
  },
  /** /profile/services-offered/availabilities: the weekly times a worker can work. */
  availabilities: {
    title: 'When you are available',
    intro: 'Add each day and the hours you can work. For a shift past midnight, add one time on each day.',
    back: { to: PROFILE_SCREENS.servicesOffered, label: 'Back to services offered' },
    form: (user) => (
      <>
        <WeeklyScheduleForm
          field="availability_schedule"
          legend="My available times each week"
          value={user.availability_schedule}
        />
      </>
    ),
  },
  /** /profile/services-offered/indicative-rates: a worker's five rates, in dollars. */
  indicativeRates: {
    title: 'Your rates',
    intro:
      'Enter what you usually charge, in dollars, like 45.50. The NDIS price limit under each one is a guide: you may charge less.',
    back: { to: PROFILE_SCREENS.servicesOffered, label: 'Back to services offered' },
    form: (user) => (
      <>
        <IndicativeRatesForm rates={user.indicative_rates} />
      </>
    ),
  },
  /** /profile/services-offered/support-seeker-preferences: who a worker supports and how far they go. */
  supportSeekerPreferences: {
    title: 'Who you support',
    intro: 'Tell us who you support, whether you have a car, and how far you will travel.',
    back: { to: PROFILE_SCREENS.servicesOffered, label: 'Back to services offered' },
    form: (user) => (
      <>
        <ClientPreferenceForm preference={user.client_preference} />
      </>
    ),
  },
  /** /profile/profile-information (alias /my-profile/profile-information): both user types. */
  profileInformation: {
    title: 'Profile information',
    intro: 'Who you are. People see this on your profile.',
    back: { to: '/profile', label: 'Back to your profile' },
    form: (user) => (
      <>
        <SectionPage links={profileInformationLinks(user)} />
      </>
    ),
  },
  /** /profile/profile-information/your-profile: a photo and a few words (either completes the step). */
  yourProfile: {
    title: 'Your profile',
    intro: 'Add a photo, a few words about you, or both.',
    back: { to: PROFILE_SCREENS.profileInformation, label: 'Back to profile information' },
    form: (user) => (
      <>
        <AvatarUpload user={user} />
        <Divider />
        <DescriptionForm
          description={user.description}
          hint={
            user.user_type === 'worker'
              ? 'Say what you enjoy about support work and what you are good at.'
              : 'Say a little about yourself and the support you are looking for.'
          }
        />
        {user.user_type === 'worker' ? (
          <>
            <Divider />
            <VisibilityForm visibility={user.support_preference.profile_visibility} />
          </>
        ) : null}
      </>
    ),
  },
  /** /profile/profile-information/personal-details: name, date of birth, gender and phone. */
  personalDetails: {
    title: 'Personal details',
    intro: 'We use these to check who you are. Only your first name shows on your profile.',
    back: { to: PROFILE_SCREENS.profileInformation, label: 'Back to profile information' },
    form: (user) => (
      <>
        <PersonalDetailsForm user={user} />
      </>
    ),
  },
  /** /profile/profile-information/education: a worker's courses. */
  education: {
    title: 'Education',
    intro: 'Add the schools, TAFE courses or university degrees you want people to see.',
    back: { to: PROFILE_SCREENS.profileInformation, label: 'Back to profile information' },
    form: (user) => (
      <>
        <HistoryListForm
          field="education"
          entryName="Course"
          addLabel="Add a course"
          columns={EDUCATION_COLUMNS}
          schema={EducationFormSchema}
          entries={user.education}
        />
      </>
    ),
  },
  /** /profile/profile-information/work-experience: a worker's jobs. */
  workExperience: {
    title: 'Work experience',
    intro: 'Add the jobs that show your experience, paid or unpaid.',
    back: { to: PROFILE_SCREENS.profileInformation, label: 'Back to profile information' },
    form: (user) => (
      <>
        <HistoryListForm
          field="work_experience"
          entryName="Job"
          addLabel="Add a job"
          columns={WORK_EXPERIENCE_COLUMNS}
          schema={WorkExperienceFormSchema}
          entries={user.work_experience}
        />
      </>
    ),
  },
  /** /profile/profile-information/training-and-qualifications: the checklist, then other training. */
  trainingAndQualifications: {
    title: 'Training and qualifications',
    intro:
      'Tick the qualifications you hold, then add any other training. Each part has its own Save button.',
    back: { to: PROFILE_SCREENS.profileInformation, label: 'Back to profile information' },
    form: (user) => (
      <>
        <ChoiceListForm
          field="qualifications"
          schema={QualificationListSchema}
          legend="Qualifications I hold"
          options={QUALIFICATIONS}
          value={user.qualifications}
        />
        <Divider />
        <Typography variant="h2">Other training</Typography>
        <HistoryListForm
          field="training"
          entryName="Training"
          addLabel="Add training"
          columns={TRAINING_COLUMNS}
          schema={TrainingFormSchema}
          entries={user.training}
        />
      </>
    ),
  },
  /** /profile/profile-information/languages (decision 015): the languages a person speaks. */
  languages: {
    title: 'Languages',
    intro: 'Tick the languages you can talk in. People can search for someone who speaks their language.',
    back: { to: PROFILE_SCREENS.profileInformation, label: 'Back to profile information' },
    form: (user) => (
      <>
        <ChoiceListForm
          field="languages"
          schema={LanguageListSchema}
          legend="I speak"
          options={LANGUAGE_OPTIONS}
          value={user.languages}
        />
      </>
    ),
  },
  /** /profile/profile-information/interests (decision 015): what a person enjoys. */
  interests: {
    title: 'Interests',
    intro: 'Tick what you enjoy. It helps people find someone they get along with.',
    back: { to: PROFILE_SCREENS.profileInformation, label: 'Back to profile information' },
    form: (user) => (
      <>
        <ChoiceListForm
          field="interests"
          schema={InterestListSchema}
          legend="I enjoy"
          options={INTEREST_OPTIONS}
          value={user.interests}
        />
      </>
    ),
  },
  /** /profile/support-requirements (alias /my-profile/support-requirements): a client's section page. */
  supportRequirements: {
    title: 'Support requirements',
    intro: 'The support you need. Workers see this when you contact them.',
    back: { to: '/profile', label: 'Back to your profile' },
    form: (user) => (
      <>
        <SectionPage links={supportRequirementsLinks(user)} />
      </>
    ),
  },
  /** /profile/support-requirements/required-work-hours: the weekly times a client needs support. */
  requiredWorkHours: {
    title: 'When you need support',
    intro:
      'Add each day and the hours you need support. For support past midnight, add one time on each day.',
    back: { to: PROFILE_SCREENS.supportRequirements, label: 'Back to support requirements' },
    form: (user) => (
      <>
        <WeeklyScheduleForm
          field="require_support_schedule"
          legend="The times I need support each week"
          value={user.require_support_schedule}
        />
      </>
    ),
  },
  /** /profile/support-requirements/support-preferences: visibility, worker gender and a car. */
  supportPreferences: {
    title: 'Your support preferences',
    intro: 'Choose who can find your profile and what you would like in a worker.',
    back: { to: PROFILE_SCREENS.supportRequirements, label: 'Back to support requirements' },
    form: (user) => (
      <>
        <SupportPreferenceForm preference={user.support_preference} />
      </>
    ),
  },
  /** /profile/support-requirements/support-requirements: the services a client needs. */
  supportNeeds: {
    title: 'The support you need',
    intro: 'Tick every kind of support you are looking for.',
    back: { to: PROFILE_SCREENS.supportRequirements, label: 'Back to support requirements' },
    form: (user) => (
      <>
        <ServiceListForm field="support_requirements" value={user.support_requirements} />
      </>
    ),
  },
  /** /profile/support-requirements/qualifications-needed: what a client's worker must hold. */
  qualificationsNeeded: {
    title: 'Qualifications your worker needs',
    intro: 'Tick the qualifications your worker must have. Leave them all empty if none are needed.',
    back: { to: PROFILE_SCREENS.supportRequirements, label: 'Back to support requirements' },
    form: (user) => (
      <>
        <ChoiceListForm
          field="qualifications_needed"
          schema={QualificationListSchema}
          legend="My worker needs"
          options={QUALIFICATIONS}
          value={user.qualifications_needed}
        />
      </>
    ),
  },
  /** /profile/support-requirements/client-preferences (decision 015): worker languages and top rate. */
  clientPreferences: {
    title: 'Languages and rates',
    intro:
      'Choose the languages you would like your worker to speak and the most you want to pay an hour. We use these when you search.',
    back: { to: PROFILE_SCREENS.supportRequirements, label: 'Back to support requirements' },
    form: (user) => (
      <>
        <ClientWishesForm languages={user.preferred_languages} maxHourlyRate={user.max_hourly_rate} />
      </>
    ),
  },
} satisfies Partial<Record<ProfileScreen, ProfilePage>>;

export type ProfilePageScreen = keyof typeof PROFILE_PAGES;
