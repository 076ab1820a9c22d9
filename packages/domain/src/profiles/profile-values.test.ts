import { describe, expect, it } from 'vitest';
import {
  CAR_OWNERSHIP,
  CAR_REQUIREMENTS,
  choiceLabel,
  CLIENT_GENDERS,
  GENDERS,
  ID_VERIFICATION_METHODS,
  INTERESTS,
  LANGUAGES,
  PREFERRED_WORKER_GENDERS,
  PROFILE_VISIBILITIES,
  QUALIFICATIONS,
  SERVICE_CATALOGUE,
} from './profile-values';
import {
  CarOwnershipSchema,
  CarRequirementSchema,
  ClientGenderSchema,
  GenderSchema,
  IdVerificationMethodSchema,
  PreferredWorkerGenderSchema,
  ProfileVisibilitySchema,
  QualificationSchema,
  ServiceSchema,
} from './profile-values.schemas';

// Each list the web shows must be exactly what its schema accepts, or a person could pick a value
// the API refuses (or the API accept one no screen offers).
describe.each([
  { name: 'services', choices: SERVICE_CATALOGUE, schema: ServiceSchema },
  { name: 'genders', choices: GENDERS, schema: GenderSchema },
  { name: 'client genders', choices: CLIENT_GENDERS, schema: ClientGenderSchema },
  {
    name: 'preferred worker genders',
    choices: PREFERRED_WORKER_GENDERS,
    schema: PreferredWorkerGenderSchema,
  },
  { name: 'car requirements', choices: CAR_REQUIREMENTS, schema: CarRequirementSchema },
  { name: 'car ownership', choices: CAR_OWNERSHIP, schema: CarOwnershipSchema },
  { name: 'profile visibilities', choices: PROFILE_VISIBILITIES, schema: ProfileVisibilitySchema },
  { name: 'qualifications', choices: QUALIFICATIONS, schema: QualificationSchema },
  { name: 'identity methods', choices: ID_VERIFICATION_METHODS, schema: IdVerificationMethodSchema },
])('$name', ({ choices, schema }) => {
  it('offers exactly the values the schema accepts, each once, each with a label', () => {
    const values = choices.map((choice) => choice.value);
    expect(new Set(values).size).toBe(values.length);
    expect([...schema.options].sort()).toEqual([...values].sort());
    expect(choices.every((choice) => choice.label.length > 0)).toBe(true);
  });
});

describe('plain lists', () => {
  it.each([
    { name: 'languages', list: LANGUAGES },
    { name: 'interests', list: INTERESTS },
  ])('$name have no repeats', ({ list }) => {
    expect(new Set(list).size).toBe(list.length);
  });

  it('offers Auslan among the languages', () => {
    expect(LANGUAGES).toContain('Auslan');
  });
});

describe('choiceLabel', () => {
  it.each([
    { value: 'needed', label: 'The worker needs a car' },
    { value: 'unknown', label: 'unknown' },
  ])('labels $value as $label', ({ value, label }) => {
    expect(choiceLabel(CAR_REQUIREMENTS, value)).toBe(label);
  });
});
