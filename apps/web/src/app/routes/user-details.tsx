import { useParams } from 'react-router';
import { BackLink } from '../../features/account/components/back-link';
import { useUserDetails } from '../../features/workers/api/get-workers';
import { WorkerProfileScreen } from '../../features/workers/components/worker-profile-screen';

/** /userDetails/:id (spec §2): a worker's profile for someone with a reason to see it. */
export function Component() {
  const { id = '' } = useParams();
  const profile = useUserDetails(id);
  return <WorkerProfileScreen profile={profile} back={<BackLink to="/home">Home</BackLink>} />;
}
