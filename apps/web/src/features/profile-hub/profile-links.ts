import type { SessionUser } from '@alongside/contract';
import type { ProfileChecklistItem } from '@alongside/domain';

/** Where each checklist item is done: a screen path (the route module passes the profiles area's map). */
export type ChecklistPaths = Readonly<Record<ProfileChecklistItem, string>>;

/** The home address is kept with the addresses, not on the personal details screen. */
export const ADDRESSES_PATH = '/addresses';

export interface ProfileSectionLink {
  label: string;
  to: string;
  description: string;
}

/** The profile's sections for each user type, as the hub lists them (spec §2). */
export const PROFILE_SECTIONS: Readonly<Record<SessionUser['user_type'], readonly ProfileSectionLink[]>> = {
  worker: [
    {
      label: 'Services offered',
      to: '/profile/services-offered',
      description: 'What you offer, when you can work, your rates and who you support.',
    },
    {
      label: 'Profile information',
      to: '/profile/profile-information',
      description: 'Your photo, about you, personal details, education, work and training.',
    },
    {
      label: 'Languages',
      to: '/profile/profile-information/languages',
      description: 'The languages you speak.',
    },
    {
      label: 'Interests',
      to: '/profile/profile-information/interests',
      description: 'What you enjoy doing.',
    },
    {
      label: 'Your checks and documents',
      to: '/profile/profile-information/required-documents',
      description: 'Your identity, police check, ABN, working with children check, first aid and insurance.',
    },
    { label: 'Addresses', to: ADDRESSES_PATH, description: 'Your home address.' },
  ],
  client: [
    {
      label: 'Support requirements',
      to: '/profile/support-requirements',
      description: 'The help you need, when, and who you would like.',
    },
    {
      label: 'Personal details',
      to: '/profile/profile-information/personal-details',
      description: 'Your name, date of birth and phone number.',
    },
    {
      label: 'Languages',
      to: '/profile/profile-information/languages',
      description: 'The languages you speak.',
    },
    {
      label: 'Interests',
      to: '/profile/profile-information/interests',
      description: 'What you enjoy doing.',
    },
    {
      label: 'Client preferences',
      to: '/profile/support-requirements/client-preferences',
      description: 'The languages and rates you would like from a worker.',
    },
    {
      label: 'Prove who you are',
      to: '/profile/profile-information/identity-documents',
      description: 'Check your identity online, or upload your ID for our team to check.',
    },
    { label: 'Addresses', to: ADDRESSES_PATH, description: 'Your home address.' },
  ],
};

/** The checklist input from the session user (the primary address fills `address`). */
export function checklistInput(user: SessionUser) {
  return { ...user, has_primary_address: user.address !== null };
}
