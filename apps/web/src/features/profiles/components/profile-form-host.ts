/**
 * What the page around a profile form may set: the button's words and what happens after a save.
 * The profile screens keep the defaults; an onboarding step says "Save and continue" and goes on.
 */
export interface ProfileFormHost {
  submitLabel?: string;
  /** Runs after the save succeeded (and the profile said so). */
  onSaved?: () => void | Promise<void>;
}
