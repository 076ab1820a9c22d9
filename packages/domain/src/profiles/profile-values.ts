import type { z } from 'zod';
import type { GenderSchema, ServiceSchema } from './profile-values.schemas';

// The value sets of the profile's choice fields (spec §3 leaves them open; decision 012 chooses them).
// Each is a list of `{ value, label }` so the web shows the label and the API stores the value. Their
// schemas are in profile-values.schemas.ts, so that showing a label builds none (decision 011).

type Choice<Value extends string> = { readonly value: Value; readonly label: string };

/**
 * What a worker offers and a client asks for, modelled on the NDIS support categories (NDIS Pricing
 * Arrangements: Core "Assistance with Daily Life", "Transport", "Assistance with Social, Economic
 * and Community Participation"; Capacity Building "Improved Daily Living"). `category` names the NDIS
 * support category a plan manager would bill it under.
 */
export const SERVICE_CATALOGUE = [
  {
    value: 'personal_care',
    label: 'Personal care',
    description: 'Showering, dressing, grooming and toileting.',
    category: 'Assistance with Daily Life',
  },
  {
    value: 'household_tasks',
    label: 'Household tasks',
    description: 'Cleaning, laundry, shopping and keeping the home running.',
    category: 'Assistance with Daily Life',
  },
  {
    value: 'meal_preparation',
    label: 'Meal preparation',
    description: 'Planning meals, cooking and help with eating.',
    category: 'Assistance with Daily Life',
  },
  {
    value: 'overnight_support',
    label: 'Overnight support',
    description: 'Being there overnight, awake or asleep.',
    category: 'Assistance with Daily Life',
  },
  {
    value: 'community_access',
    label: 'Social and community activities',
    description: 'Going out, seeing friends, hobbies, events and appointments.',
    category: 'Assistance with Social, Economic and Community Participation',
  },
  {
    value: 'transport',
    label: 'Transport',
    description: 'Driving you to appointments, work or activities.',
    category: 'Transport',
  },
  {
    value: 'life_skills',
    label: 'Learning life skills',
    description: 'Building skills for everyday life: budgeting, cooking, travel.',
    category: 'Improved Daily Living',
  },
  {
    value: 'therapy_assistance',
    label: 'Therapy assistance',
    description: 'Helping with exercises a therapist has set.',
    category: 'Improved Daily Living',
  },
  {
    value: 'employment_support',
    label: 'Help at work or study',
    description: 'Support to find and keep a job, or to study.',
    category: 'Assistance with Social, Economic and Community Participation',
  },
  {
    value: 'respite',
    label: 'Respite',
    description: 'Short breaks for you and the people who care for you.',
    category: 'Assistance with Daily Life',
  },
  {
    value: 'companionship',
    label: 'Companionship',
    description: 'Company, conversation and a friendly face.',
    category: 'Assistance with Social, Economic and Community Participation',
  },
] as const;
export const SERVICE_VALUES = SERVICE_CATALOGUE.map((service) => service.value) as unknown as readonly [
  (typeof SERVICE_CATALOGUE)[number]['value'],
  ...(typeof SERVICE_CATALOGUE)[number]['value'][],
];
export type Service = z.infer<typeof ServiceSchema>;

/** A person's own gender (personal details). */
export const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'non_binary', label: 'Non-binary' },
  { value: 'prefer_not_to_say', label: 'I would rather not say' },
] as const satisfies readonly Choice<string>[];
export type Gender = z.infer<typeof GenderSchema>;

/** The genders of clients a worker supports (`client_preference.genders`). */
export const CLIENT_GENDERS = [
  { value: 'female', label: 'Women' },
  { value: 'male', label: 'Men' },
  { value: 'non_binary', label: 'Non-binary people' },
] as const satisfies readonly Choice<string>[];

/** The worker gender a client prefers (`support_preference.gender`). */
export const PREFERRED_WORKER_GENDERS = [
  { value: 'no_preference', label: 'No preference' },
  { value: 'female', label: 'A woman' },
  { value: 'male', label: 'A man' },
] as const satisfies readonly Choice<string>[];

/** Whether a client needs a worker with a car (`support_preference.car_ownership`). */
export const CAR_REQUIREMENTS = [
  { value: 'not_needed', label: 'The worker does not need a car' },
  { value: 'needed', label: 'The worker needs a car' },
] as const satisfies readonly Choice<string>[];

/** Whether a worker has a car for work (`client_preference.car_ownership`). */
export const CAR_OWNERSHIP = [
  { value: 'has_car', label: 'I have a car I can use for work' },
  { value: 'no_car', label: 'I do not have a car for work' },
] as const satisfies readonly Choice<string>[];

/** Who can find the profile (`support_preference.profile_visibility`). */
export const PROFILE_VISIBILITIES = [
  { value: 'visible', label: 'Signed-in members can find my profile' },
  { value: 'hidden', label: 'Hide my profile; I will contact people myself' },
] as const satisfies readonly Choice<string>[];

/** Languages most spoken in Australia (ABS Census 2021), plus Auslan. */
export const LANGUAGES = [
  'English',
  'Auslan',
  'Mandarin',
  'Arabic',
  'Vietnamese',
  'Cantonese',
  'Punjabi',
  'Greek',
  'Italian',
  'Filipino/Tagalog',
  'Hindi',
  'Spanish',
  'Nepali',
  'Urdu',
  'Korean',
  'Persian',
  'Tamil',
  'Sinhalese',
  'Malayalam',
  'Turkish',
  'Indonesian',
  'Japanese',
  'French',
  'German',
  'Macedonian',
  'Croatian',
  'Serbian',
  'Samoan',
  'Tongan',
  'Kriol',
  'Yolŋu Matha',
  'Warlpiri',
] as const;

export const INTERESTS = [
  'Animals and pets',
  'Art and craft',
  'Board games',
  'Cooking',
  'Dancing',
  'Fishing',
  'Fitness',
  'Gardening',
  'Gaming',
  'Movies and TV',
  'Music',
  'Outdoors',
  'Reading',
  'Sport',
  'Technology',
  'Travel',
] as const;

/** Qualifications a client may need and a worker may hold (`qualifications_needed`, `qualifications`). */
export const QUALIFICATIONS = [
  { value: 'cert_iii_individual_support', label: 'Certificate III in Individual Support' },
  { value: 'cert_iv_disability', label: 'Certificate IV in Disability Support' },
  { value: 'manual_handling', label: 'Manual handling' },
  { value: 'medication_assistance', label: 'Help with medication' },
  { value: 'mealtime_management', label: 'Mealtime management (swallowing)' },
  { value: 'behaviour_support', label: 'Positive behaviour support' },
  { value: 'epilepsy_management', label: 'Epilepsy management' },
  { value: 'peg_feeding', label: 'PEG feeding' },
  { value: 'dementia_care', label: 'Dementia care' },
  { value: 'mental_health', label: 'Mental health first aid' },
] as const satisfies readonly Choice<string>[];

/** How the person will prove their identity (onboarding id-selector; the verification area uses it). */
export const ID_VERIFICATION_METHODS = [
  { value: 'online_check', label: 'An online check with my driver licence, passport or Medicare card' },
  { value: 'upload_documents', label: 'Upload photos of my identity documents for our team to check' },
] as const satisfies readonly Choice<string>[];

/** The label of a value in one of the lists above, or the value itself when it is not listed. */
export function choiceLabel(choices: readonly { value: string; label: string }[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}
