import { useParams } from 'react-router';
import { MessageButton } from '../../features/chat/components/message-button';
import { useWorkerProfile } from '../../features/workers/api/get-workers';
import { WorkerProfileScreen } from '../../features/workers/components/worker-profile-screen';
import { SearchIsForClients } from '../../features/workers/components/workers-for-clients';
import { useSession } from '../../lib/auth/get-session';

/** /search/support-workers/:id: a worker's profile as a client sees it; the top bar's back returns to the same search. */
export function Component() {
  const { user } = useSession();
  if (!user) return null;
  if (user.user_type !== 'client') return <SearchIsForClients />;
  return <Profile />;
}

function Profile() {
  const { id = '' } = useParams();
  const profile = useWorkerProfile(id);
  return (
    <WorkerProfileScreen
      profile={profile}
      message={(worker) => <MessageButton userId={worker.id} name={worker.first_name} />}
    />
  );
}
