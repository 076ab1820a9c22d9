import type { WorkerProfile } from '@alongside/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { MessageButton } from '../../features/chat/components/message-button';
import { useUserDetails } from '../../features/workers/api/get-workers';
import { ClientDetailsView } from '../../features/workers/components/client-details-view';
import { WorkerProfileScreen } from '../../features/workers/components/worker-profile-screen';
import { useSession } from '../../lib/auth/get-session';

/**
 * /userDetails/:id (spec §2, issue #21 item 6): someone the caller has a reason to see: a worker's
 * profile for a client, a client's details for a worker who dealt with them. Both may write to the
 * other from here (issue #22): only a worker the client reached sees a client's details at all.
 * Reached from many pages, it has no parent: the top bar's back returns to the page the person came
 * from (decision 032).
 */
export function Component() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const details = useUserDetails(id);
  if (details.data?.user_type === 'client') {
    return (
      <ClientDetailsView
        client={details.data}
        actions={
          user?.user_type === 'worker' ? (
            <MessageButton userId={details.data.id} name={details.data.first_name} />
          ) : null
        }
      />
    );
  }
  return (
    <WorkerProfileScreen
      profile={details as UseQueryResult<WorkerProfile>}
      actions={user?.user_type === 'client'}
      message={(worker) => <MessageButton userId={worker.id} name={worker.first_name} />}
    />
  );
}
