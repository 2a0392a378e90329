import { MikroORM } from '@mikro-orm/postgresql';
import { PROBLEMS } from '../src/modules/practice/infrastructure/content/problems/index.js';
import { JudgeQueue } from '../src/modules/practice/domain/judge-queue.js';
import { PgBossJudgeQueue } from '../src/modules/practice/infrastructure/queue/pg-boss-judge-queue.js';
import {
  csrfAgent,
  eventually,
  registerAndLogin,
  requestsAs,
  startTestApp,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

/**
 * Issue 24, item 4: the judge queue's scheduling on the real queue (pg-boss on PostgreSQL). The app
 * judges nothing itself (JUDGE_CONCURRENCY=0); the test attaches one worker to the app's queue with
 * a handler that only records which submission it was handed and when, so nothing depends on how
 * fast this host runs a sandbox.
 */
describe('judge queue scheduling', () => {
  let t: TestApp;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const easy = PROBLEMS.find((p) => p.difficulty === 'easy')!;
  const sql = <T>(query: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().execute<T[]>(query, params);
  const submit = async (who: SignedIn) =>
    (
      await as(who)
        .post(`/api/practice/problems/${easy.slug}/runs`)
        .send({ language: 'javascript', code: 'function f() { return 1; }' })
        .expect(202)
    ).body as { id: string; position: number };
  const run = async (who: SignedIn) => (await submit(who)).id;

  beforeAll(async () => {
    t = await startTestApp({ env: { JUDGE_CONCURRENCY: '0' } });
    csrf = await csrfAgent(t.http);
  });
  afterAll(() => t.close());

  it("judges another learner's run before the third of a flood, and takes each next job as soon as one is done", async () => {
    const flooder = await registerAndLogin(t.http);
    const other = await registerAndLogin(t.http);
    const flood: string[] = [];
    for (let i = 0; i < 10; i++) flood.push(await run(flooder));
    const queued = await submit(other);
    const single = queued.id;
    // The place it is shown matches the queue's order: behind the flooder's fair share only.
    expect(queued.position).toBe(3);
    expect((await as(flooder).get(`/api/practice/submissions/${flood[9]}`).expect(200)).body.position).toBe(11);
    const mine = new Set([...flood, single]);
    // Every one of them on the queue (the outbox delivers 'practice.submission-created' after commit).
    await eventually(async () => {
      const [row] = await sql<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name = 'practice-judge' and state = 'created' and id = any(?::uuid[])`,
        [`{${[...mine].join(',')}}`],
      );
      expect(row.n).toBe(11);
    }, 20_000);

    const queue = t.app.get(JudgeQueue) as PgBossJudgeQueue;
    // An idle worker would look again only after 10 minutes: every job must come from the refetch
    // that follows the previous one.
    queue.pollSeconds = 600;
    const handed: { id: string; start: number; end: number }[] = [];
    await queue.work(1, async (id) => {
      if (!mine.has(id)) return;
      const start = performance.now();
      await new Promise((r) => setTimeout(r, 20));
      handed.push({ id, start, end: performance.now() });
    });
    await eventually(async () => expect(handed).toHaveLength(11), 30_000);

    const order = handed.map((h) => h.id);
    // The flooder's fair share (two) and the other learner's run go first (among equals, in the
    // order the outbox queued them), then the rest of the flood in the order it was sent.
    expect(order.indexOf(single)).toBeLessThan(order.indexOf(flood[2]));
    expect(new Set(order.slice(0, 3))).toEqual(new Set([flood[0], flood[1], single]));
    expect(order.slice(3)).toEqual(flood.slice(2));
    // Each job starts right after the previous one ends (no polling gap: a gap would be 600 s;
    // the bound leaves room for a busy host).
    const gaps = handed.slice(1).map((h, i) => h.start - handed[i].end);
    expect(Math.max(...gaps)).toBeLessThan(10_000);
  }, 60_000);
});
