import type { SetupLinks } from '../../features/jobs/components/job-board';
import { PROFILE_SCREENS } from '../../features/profiles/profile-paths';

/** Where a worker adds what the job board needs to match them (composed here: features stay apart). */
export const JOB_BOARD_SETUP_LINKS: SetupLinks = {
  address: { to: '/addresses', label: 'Your home address' },
  travel_range: {
    to: PROFILE_SCREENS.supportSeekerPreferences,
    label: 'How far you travel, and who you support',
  },
  services: { to: PROFILE_SCREENS.serviceOfferings, label: 'The services you offer' },
  availability: { to: PROFILE_SCREENS.availabilities, label: 'When you are available' },
};
