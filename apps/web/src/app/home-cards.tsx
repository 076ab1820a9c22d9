import type { SessionUser } from '@alongside/contract';
import type { ComponentType } from 'react';
import { ReviewWaitingCard } from '../features/admin/components/review-waiting-card';
import { UpdatesCard } from '../features/notifications/components/updates-card';
import { JobsForYouCard } from '../features/jobs/components/jobs-for-you-card';
import { WaitingRequestsCard } from '../features/jobs/components/waiting-requests-card';
import { YourJobsCard } from '../features/jobs/components/your-jobs-card';
import { PlanOfferCard } from '../features/subscription/components/plan-offer-card';
import { FinishProfileCard } from '../features/profile-hub/components/finish-profile-card';
import { VerificationStatusCard } from '../features/verification/components/verification-status-card';
import { FindSupportCard } from '../features/workers/components/find-support-card';
import { RecentSearchesCard } from '../features/workers/components/recent-searches-card';
import type { Audience } from './navigation';
import { CHECKLIST_PATHS } from './profile-checklist-paths';

export interface HomeCard {
  id: string;
  for: readonly Audience[];
  Card: ComponentType<{ user: SessionUser }>;
}

/**
 * The home screen's cards (issue #20), in the order shown: each area adds its row here ("Adding an
 * area", docs/ARCHITECTURE.md). A card that has nothing to say draws nothing.
 */
export const HOME_CARDS: readonly HomeCard[] = [
  { id: 'review-queue', for: ['staff'], Card: ReviewWaitingCard },
  { id: 'verification', for: ['worker'], Card: VerificationStatusCard },
  {
    id: 'profile',
    for: ['client', 'worker'],
    Card: ({ user }) => <FinishProfileCard user={user} paths={CHECKLIST_PATHS[user.user_type]} />,
  },
  { id: 'find-support', for: ['client'], Card: FindSupportCard },
  { id: 'recent-searches', for: ['client'], Card: RecentSearchesCard },
  { id: 'your-jobs', for: ['client'], Card: YourJobsCard },
  { id: 'plan-offer', for: ['worker'], Card: PlanOfferCard },
  { id: 'waiting-requests', for: ['worker'], Card: WaitingRequestsCard },
  { id: 'jobs-for-you', for: ['worker'], Card: JobsForYouCard },
  // The newest few: the rest are a tap away on the updates page, not a long scroll down the home.
  { id: 'updates', for: ['client', 'worker', 'staff'], Card: () => <UpdatesCard most={3} /> },
];

export function homeCardsFor(audience: Audience): HomeCard[] {
  return HOME_CARDS.filter((card) => card.for.includes(audience));
}
