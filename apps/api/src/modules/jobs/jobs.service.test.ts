import { JOB_MESSAGES, JobBodySchema } from '@alongside/contract';
import { MAX_JOB_DRAFTS } from '@alongside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index';
import { signUpWithId } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { actOnJob, createJob, repostJob } from './jobs.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function client() {
  const person = await signUpWithId(t.app, { user_type: 'client' });
  return { id: person.id, user_type: 'client' as const };
}

const drafts = async (clientId: string) =>
  (await t.app.ctx.db.select().from(jobs).where(eq(jobs.client_id, clientId))).filter(
    (row) => row.state === 'draft',
  );

describe('the jobs service, called as the demo seed calls it', () => {
  it(`keeps one of two drafts started at once when only one more fits (${MAX_JOB_DRAFTS} at most)`, async () => {
    const owner = await client();
    for (let n = 1; n < MAX_JOB_DRAFTS; n++) await createJob(t.app.ctx, owner, JobBodySchema.parse({}));
    const outcomes = await Promise.allSettled([
      createJob(t.app.ctx, owner, JobBodySchema.parse({ title: 'One' })),
      createJob(t.app.ctx, owner, JobBodySchema.parse({ title: 'Two' })),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toMatchObject({ statusCode: 422, message: JOB_MESSAGES.tooManyDrafts });
    expect(await drafts(owner.id)).toHaveLength(MAX_JOB_DRAFTS);
  });

  it('refuses to post a job again when the drafts are full, and leaves the old job as it was', async () => {
    const owner = await client();
    const job = await createJob(t.app.ctx, owner, JobBodySchema.parse({ title: 'Over soon' }));
    // A draft closes only after it was published: publishing needs every detail, so the row is moved on here.
    await t.app.ctx.db.update(jobs).set({ state: 'closed' }).where(eq(jobs.id, job.id));
    for (let n = 0; n < MAX_JOB_DRAFTS; n++) await createJob(t.app.ctx, owner, JobBodySchema.parse({}));
    await expect(repostJob(t.app.ctx, owner, job.id)).rejects.toMatchObject({
      statusCode: 422,
      message: JOB_MESSAGES.tooManyDrafts,
    });
    expect(await drafts(owner.id)).toHaveLength(MAX_JOB_DRAFTS);
    const [old] = await t.app.ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(old?.state).toBe('closed');
  });

  it('refuses through the service a move the lifecycle table does not allow from the job’s state', async () => {
    const owner = await client();
    const job = await createJob(t.app.ctx, owner, JobBodySchema.parse({}));
    await expect(actOnJob(t.app.ctx, owner, job.id, { action: 'resume' })).rejects.toMatchObject({
      statusCode: 409,
      message: 'You cannot resume a job that is draft.',
    });
  });
});
