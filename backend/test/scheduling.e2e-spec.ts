import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { JobRunner, tickOf } from '../src/platform/scheduling/job-runner.js';
import { HousekeepingJob } from '../src/platform/scheduling/housekeeping.job.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('scheduled jobs', () => {
  let first: TestApp;
  let second: TestApp;
  let orm: MikroORM;

  beforeAll(async () => {
    // Two application instances on one database, as in a scaled-out deployment.
    first = await startTestApp();
    second = await startTestApp();
    orm = first.app.get(MikroORM);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  const runsOf = async (jobName: string) =>
    orm.em
      .fork()
      .execute<{ status: string; instance_id: string }[]>(
        'select status, instance_id from job_run where job_name = ?',
        [jobName],
      );

  it('runs a tick once when two instances fire at the same moment', async () => {
    const jobName = `test-concurrent-${Date.now()}`;
    const tick = tickOf(new Date(), 60_000);
    let executions = 0;
    // The instance that gets the lock holds it until the other has answered, so the two
    // attempts overlap however slow the machine is (if both ran, the safety timer opens it).
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const safety = setTimeout(() => release(), 5_000);
    const work = async () => {
      executions += 1;
      await gate;
    };
    const attempts = [
      first.app.get(JobRunner).runOnce(jobName, tick, work),
      second.app.get(JobRunner).runOnce(jobName, tick, work),
    ];
    await Promise.race(attempts);
    release();
    const outcomes = await Promise.all(attempts);
    clearTimeout(safety);
    expect(executions).toBe(1);
    expect(outcomes.sort()).toEqual(['ran', 'skipped-locked']);
    const runs = await runsOf(jobName);
    expect(runs).toHaveLength(1);
    expect(runs[0].status).toBe('succeeded');
  });

  it('does not run a tick again on a late instance, but runs the next tick', async () => {
    const jobName = `test-late-${Date.now()}`;
    const tick = tickOf(new Date(), 60_000);
    const work = jest.fn(async (): Promise<void> => undefined);
    expect(await first.app.get(JobRunner).runOnce(jobName, tick, work)).toBe('ran');
    expect(await second.app.get(JobRunner).runOnce(jobName, tick, work)).toBe('skipped-done');
    const next = new Date(tick.getTime() + 60_000);
    expect(await second.app.get(JobRunner).runOnce(jobName, next, work)).toBe('ran');
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('rolls back a failing job and leaves its tick free for a retry', async () => {
    const jobName = `test-failing-${Date.now()}`;
    const tick = tickOf(new Date(), 60_000);
    const runner = first.app.get(JobRunner);
    const failing = async (em: Parameters<Parameters<JobRunner['runOnce']>[2]>[0]) => {
      await em.execute(`insert into seed_history (name, applied_at) values (?, now())`, [`${jobName}-side-effect`]);
      throw new Error('boom');
    };
    expect(await runner.runOnce(jobName, tick, failing)).toBe('failed');
    const sideEffects = await orm.em
      .fork()
      .execute('select 1 from seed_history where name = ?', [`${jobName}-side-effect`]);
    expect(sideEffects).toHaveLength(0);
    expect(await runner.runOnce(jobName, tick, async () => undefined)).toBe('ran');
  });

  it('housekeeping forgets job runs older than 30 days in one statement', async () => {
    const em = orm.em.fork();
    await em.execute(
      `insert into job_run (job_name, tick, status, instance_id, started_at) values
       ('old-job', now() - interval '40 days', 'succeeded', 'x', now() - interval '40 days'),
       ('recent-job', now() - interval '2 days', 'succeeded', 'x', now() - interval '2 days')`,
    );
    const outcome = await first.app.get(HousekeepingJob).run(new Date(Date.UTC(2031, 0, 1)));
    expect(outcome).toBe('ran');
    expect(await runsOf('old-job')).toHaveLength(0);
    expect(await runsOf('recent-job')).toHaveLength(1);
  });

  it('computes ticks as period starts', () => {
    expect(tickOf(new Date('2026-11-21T10:17:42.123Z'), 60_000).toISOString()).toBe('2026-11-21T10:17:00.000Z');
    expect(tickOf(new Date('2026-11-21T10:17:42.123Z'), 86_400_000).toISOString()).toBe('2026-11-21T00:00:00.000Z');
  });
});
