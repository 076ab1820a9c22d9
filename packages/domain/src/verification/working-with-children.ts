/** What each state calls its working-with-children check (spec §5); unlisted states use the default. */
export const WORKING_WITH_CHILDREN_LABELS = {
  QLD: 'Blue Card',
  TAS: 'Working with Vulnerable Persons',
  ACT: 'Working with Vulnerable Persons',
  default: 'Working With Children',
} as const;

/**
 * The label of the `wwc` document for a user in the given state (a `place_state_short_name`, spec §5).
 * The short name is compared trimmed and case-insensitively; no state or an unknown one gets the default.
 */
export function workingWithChildrenLabel(stateShortName: string | null | undefined): string {
  switch (stateShortName?.trim().toUpperCase()) {
    case 'QLD':
      return WORKING_WITH_CHILDREN_LABELS.QLD;
    case 'TAS':
      return WORKING_WITH_CHILDREN_LABELS.TAS;
    case 'ACT':
      return WORKING_WITH_CHILDREN_LABELS.ACT;
    default:
      return WORKING_WITH_CHILDREN_LABELS.default;
  }
}
