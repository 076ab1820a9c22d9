import { z } from 'zod';
import { INTERESTS, LANGUAGES, QUALIFICATIONS, SERVICE_VALUES } from './profile-values';

// The schemas of the profile's choice fields, apart from their value sets (profile-values.ts) so that
// showing a label builds no schema (docs/decisions/011-first-page-performance.md).

function choiceSchema<const Values extends readonly [string, ...string[]]>(values: Values, message: string) {
  return z.enum(values, { error: message });
}

export const ServiceSchema = choiceSchema(SERVICE_VALUES, 'Choose a service from the list.');

export const GenderSchema = choiceSchema(
  ['female', 'male', 'non_binary', 'prefer_not_to_say'],
  'Choose your gender, or "I would rather not say".',
);

export const ClientGenderSchema = choiceSchema(
  ['female', 'male', 'non_binary'],
  'Choose who you support from the list.',
);

export const PreferredWorkerGenderSchema = choiceSchema(
  ['no_preference', 'female', 'male'],
  'Choose who you would like to support you.',
);

export const CarRequirementSchema = choiceSchema(
  ['not_needed', 'needed'],
  'Choose whether your worker needs a car.',
);

export const CarOwnershipSchema = choiceSchema(
  ['has_car', 'no_car'],
  'Choose whether you have a car for work.',
);

export const ProfileVisibilitySchema = choiceSchema(
  ['visible', 'hidden'],
  'Choose who can find your profile.',
);

export const LanguageSchema = choiceSchema(LANGUAGES, 'Choose a language from the list.');

export const InterestSchema = choiceSchema(INTERESTS, 'Choose an interest from the list.');

export const QualificationSchema = choiceSchema(
  QUALIFICATIONS.map((item) => item.value) as unknown as [
    (typeof QUALIFICATIONS)[number]['value'],
    ...(typeof QUALIFICATIONS)[number]['value'][],
  ],
  'Choose a qualification from the list.',
);

export const IdVerificationMethodSchema = choiceSchema(
  ['online_check', 'upload_documents'],
  'Choose how you will prove who you are.',
);
