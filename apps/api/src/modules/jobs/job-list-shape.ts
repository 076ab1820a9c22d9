import { australianDate, daysLeftOpen, type JobState } from '@alongside/domain';
import type { AppContext } from '../../lib/app-context';
import type { ListShape } from '../../lib/list-query';
import { countApplicationRowsByJob } from './applications.repository';
import { listJobClientRows } from './jobs.repository';

type ListedJob = { id: string; state?: JobState; closes_at: string | null };

/**
 * What a list of jobs adds on request, for a client's own jobs and the board alike (decision 037):
 * `include=client` (first name and the month they joined, "2026-03"), `include=applications_count`
 * (every application, in any state) and `append=closes_in_days`.
 */
export function jobListShape(ctx: Pick<AppContext, 'db'>, now: Date): ListShape<ListedJob> {
  return {
    resource: 'jobs',
    include: {
      client: async (items) => {
        const rows = await listJobClientRows(
          ctx.db,
          items.map((item) => item.id),
        );
        return new Map(
          rows.map((row) => [
            row.job_id,
            { first_name: row.first_name, member_since: australianDate(row.joined_at).slice(0, 7) },
          ]),
        );
      },
      applications_count: async (items) => {
        const ids = items.map((item) => item.id);
        const counts = await countApplicationRowsByJob(ctx.db, ids);
        return new Map(ids.map((id) => [id, counts.get(id) ?? 0]));
      },
    },
    append: {
      // A worker's board lists open jobs only, so a job without a state is open.
      closes_in_days: (job) =>
        daysLeftOpen(job.state ?? 'open', job.closes_at === null ? null : new Date(job.closes_at), now),
    },
  };
}
