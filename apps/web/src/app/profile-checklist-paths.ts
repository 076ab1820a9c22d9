import { PROFILE_SCREENS } from '../features/profiles/profile-paths';
import { PROFILE_CHECKLIST_SCREENS } from '../features/profiles/profile-screens';

/**
 * Where each profile checklist item is done. Identity is proved on "Prove who you are" by a client
 * (the online check or their ID), and among all the checks and documents by a worker, whose identity
 * item needs every required one (decision 017).
 */
export const CHECKLIST_PATHS = {
  client: PROFILE_CHECKLIST_SCREENS,
  worker: { ...PROFILE_CHECKLIST_SCREENS, id_verification: PROFILE_SCREENS.requiredDocuments },
} as const;
