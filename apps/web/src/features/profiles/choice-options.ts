import { INTERESTS, LANGUAGES } from '@alongside/domain';

/** The plain lists of the profile as checkbox choices (the label is the value). */
export const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language, label: language }));
export const INTEREST_OPTIONS = INTERESTS.map((interest) => ({ value: interest, label: interest }));
