import { INTERESTS, LANGUAGES } from '@alongside/domain';

/**
 * The profile's plain lists as choices (the label is the value), for every form that offers them: the
 * profile, the client's wishes, a job's preferences and the worker search.
 */
export const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language, label: language }));
export const INTEREST_OPTIONS = INTERESTS.map((interest) => ({ value: interest, label: interest }));
