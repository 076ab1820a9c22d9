import { RoleNotice } from '../../../components/feedback/role-notice';

export const POSTING_IS_FOR_CLIENTS_TITLE = 'Posting jobs is for people looking for support';

/** What a worker sees on the job form: posting is for clients; workers find jobs under Jobs. */
export function PostingIsForClients() {
  return (
    <RoleNotice title={POSTING_IS_FOR_CLIENTS_TITLE} link={{ to: '/jobs', label: 'Find jobs that suit you' }}>
      People looking for support post jobs here. As a support worker you apply to their jobs, and they can
      find you and ask you directly.
    </RoleNotice>
  );
}

export const BOARD_IS_FOR_WORKERS_TITLE = 'Finding work is for support workers';

/** What a client sees on the workers' job lists: their own jobs are under "My jobs". */
export function BoardIsForWorkers() {
  return (
    <RoleNotice title={BOARD_IS_FOR_WORKERS_TITLE} link={{ to: '/jobs', label: 'Go to my jobs' }}>
      Support workers find jobs here. Your own jobs, and the people who apply to them, are under My jobs.
    </RoleNotice>
  );
}
