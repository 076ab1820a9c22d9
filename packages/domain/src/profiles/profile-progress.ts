import { isAvatarStepValid, isPersonalProfileValid } from './profile-completeness';

/** The steps whose share makes up the progress of a user who is not yet fully verified (spec §4). */
export const PROFILE_PROGRESS_STEPS = ['personal_profile', 'avatar'] as const;
export type ProfileProgressStep = (typeof PROFILE_PROGRESS_STEPS)[number];

export interface ProfileProgress {
  fullyVerified: boolean;
  completedSteps: number;
  totalSteps: number;
  /** Whole percent, 0 to 100. */
  percent: number;
  /** The steps still to do, in `PROFILE_PROGRESS_STEPS` order; empty when fully verified. */
  missing: ProfileProgressStep[];
}

export interface ProfileProgressInput {
  first_name?: string | null;
  last_name?: string | null;
  avatar?: { id?: string | number | null } | null;
  description?: string | null;
  personal_details_completed?: boolean | null;
  id_verification_completed?: boolean | null;
}

/** Fully verified (spec §4): personal_details_completed and id_verification_completed are both true. */
export function isFullyVerified(
  user: Pick<ProfileProgressInput, 'personal_details_completed' | 'id_verification_completed'>,
): boolean {
  return user.personal_details_completed === true && user.id_verification_completed === true;
}

/**
 * Spec §4: a fully verified user's progress is complete (100 %). Otherwise it is the share of the
 * completed steps: personal profile (first and last name) and avatar (an avatar or a description).
 */
export function profileProgress(user: ProfileProgressInput): ProfileProgress {
  const totalSteps = PROFILE_PROGRESS_STEPS.length;
  if (isFullyVerified(user)) {
    return { fullyVerified: true, completedSteps: totalSteps, totalSteps, percent: 100, missing: [] };
  }
  const done: Record<ProfileProgressStep, boolean> = {
    personal_profile: isPersonalProfileValid(user),
    avatar: isAvatarStepValid(user),
  };
  const missing = PROFILE_PROGRESS_STEPS.filter((step) => !done[step]);
  const completedSteps = totalSteps - missing.length;
  return {
    fullyVerified: false,
    completedSteps,
    totalSteps,
    percent: Math.round((completedSteps / totalSteps) * 100),
    missing,
  };
}
