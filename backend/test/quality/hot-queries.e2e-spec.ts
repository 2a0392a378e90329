/**
 * The database's view of a learner's day (issue 31, item 4): every statement the API sends while
 * a learner signs in, opens the dashboard, a roadmap, a lesson and its checks, practice, the
 * leaderboard, the marketplace, the cart and the resume builder is captured at the driver, then
 * EXPLAINed with the values it was sent with and sequential scans disabled. None may still need a
 * sequential scan of a table that grows with learners: each such read must have an index that
 * serves it, so its cost stays flat from 10,000 learners to 1,000,000. (With sequential scans
 * disabled the planner uses an index wherever one can serve the query; a Seq Scan left in the plan
 * means none can.)
 */
import pg from 'pg';
import {
  csrfAgent,
  eventually,
  judgingEnv,
  registerAndLogin,
  startTestApp,
  type TestApp,
} from '../support/test-app.js';

/** Tables whose rows grow with the number of learners (or with what each learner does). */
const GROWING = new Set([
  'activity_days',
  'audit_log',
  'cart_items',
  'certificates',
  'check_attempts',
  'event_deliveries',
  'exam_attempts',
  'feedback_projects',
  'feedback_reviews',
  'identity_revocations',
  'leaderboard_all',
  'leaderboard_month',
  'leaderboard_week',
  'league_members',
  'learner_progress',
  'login_attempts',
  'marketplace_ownerships',
  'marketplace_reviews',
  'memberships',
  'module_check_passes',
  'module_passes',
  'module_progress',
  'one_time_tokens',
  'order_lines',
  'orders',
  'outbox_events',
  'practice_solved',
  'practice_submissions',
  'quiz_results',
  'resume_versions',
  'resumes',
  'review_days',
  'review_items',
  'roadmap_enrolments',
  'sessions',
  'streak_freezes',
  'test_payment_sessions',
  'users',
  'xp_ledger',
]);

interface Captured {
  text: string;
  values: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The tables a plan reads with a sequential scan. */
function seqScans(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, found);
  return found;
}

describe("the database's view of a learner's day: no sequential scan of a table that grows with learners", () => {
  let t: TestApp;
  const captured: Captured[] = [];
  let recording = false;
  const realQuery = pg.Client.prototype.query;

  beforeAll(async () => {
    // Every statement any pooled connection sends, with its values, while `recording`.
    pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
      const [first, second] = args as [unknown, unknown];
      if (recording) {
        const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
        const values = Array.isArray(second) ? second : ((first as { values?: unknown[] } | undefined)?.values ?? []);
        if (text) captured.push({ text, values });
      }
      return (realQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof realQuery;
    // A judging app: the run is judged (the judge's own statements are part of the day), and no
    // submission is left waiting in the shared test database, where the queue's positions are global.
    t = await startTestApp({ env: judgingEnv });
  }, 120_000);

  afterAll(async () => {
    pg.Client.prototype.query = realQuery;
    await t?.close();
  });

  it('reads every growing table through an index', async () => {
    const learner = await registerAndLogin(t.http);
    const { agent, token: csrf } = await csrfAgent(t.http);
    const auth = { Authorization: `Bearer ${learner.token}` };
    const get = async (path: string) => {
      const res = await agent.get(path).set(auth);
      expect(`${res.status} ${path}`).toMatch(/^2\d\d /);
      return res;
    };
    const send = async (method: 'post' | 'put', path: string, body?: object) => {
      const res = await agent[method](path).set(auth).set('X-CSRF-Token', csrf).send(body);
      expect(`${res.status} ${path}`).toMatch(/^2\d\d /);
      return res;
    };

    recording = true;
    // Signing in, the dashboard.
    await agent
      .post('/api/users/login')
      .set('X-CSRF-Token', csrf)
      .set('X-Forwarded-For', '10.31.4.1')
      .send({ username: learner.user.username, password: learner.password })
      .expect(200);
    for (const path of [
      '/api/users/me',
      '/api/users/stats',
      '/api/progress/me/streak',
      '/api/progress/me/calendar',
      '/api/progress/me/xp',
      '/api/roadmaps/me',
      '/api/leagues/me',
      '/api/review/summary',
      '/api/review/due',
      '/api/certificates/me',
      '/api/quiz/results/me',
    ])
      await get(path);
    // A roadmap, a lesson, its checks; enrolling and ticking a module.
    await send('post', '/api/roadmaps/frontend/enrolment');
    for (const path of [
      '/api/roadmaps',
      '/api/roadmaps/frontend',
      '/api/roadmaps/frontend/progress',
      '/api/roadmaps/frontend/modules/javascript-fundamentals',
      '/api/lessons/javascript-fundamentals',
      '/api/roadmaps/frontend/modules/javascript-fundamentals/checks',
      '/api/roadmaps/frontend/modules/javascript-fundamentals/checks/attempts/latest',
    ])
      await get(path);
    await send('put', '/api/roadmaps/frontend/modules/html-semantics/status', { status: 'learning' });
    await send('post', '/api/update-user-activity', {
      userId: learner.user.id,
      username: learner.user.username,
      timestamp: Date.now(),
      source: 'web',
      verificationKey: `${learner.user.id}-${learner.user.email.split('@')[0]}-${new Date(learner.user.updatedAt).getTime()}`,
    });
    // Practice: the list with my marks, a problem, my submissions, a run.
    for (const path of [
      '/api/practice/problems?pageSize=20',
      '/api/practice/problems?module=javascript-fundamentals',
      '/api/practice/problems/running-totals',
      '/api/practice/problems/running-totals/submissions',
    ])
      await get(path);
    const run = await send('post', '/api/practice/problems/running-totals/runs', {
      language: 'javascript',
      code: 'function runningTotals(nums) {\n  return nums;\n}\n',
    });
    await eventually(async () => {
      expect((await get(`/api/practice/submissions/${run.body.id}`)).body.status).toBe('done');
    }, 60_000);
    // The leaderboards, profiles, the marketplace, the cart, payments, resumes.
    for (const path of [
      '/api/leaderboard?board=week',
      '/api/leaderboard?board=all&page=2&pageSize=20',
      '/api/marketplace/products',
      '/api/marketplace/purchases',
      '/api/cart',
      '/api/payments/membership',
      '/api/payments/orders',
      '/api/resumes',
      '/api/resumes/achievements',
      '/api/feedback/projects/mine',
      '/api/blog/posts',
    ])
      await get(path);
    const resume = await send('post', '/api/resumes', { title: 'My resume' });
    if (resume.body?.id) {
      await get(`/api/resumes/${resume.body.id}`);
      await get(`/api/resumes/${resume.body.id}/versions`);
    }
    recording = false;

    // Each distinct statement, EXPLAINed as it was sent, with sequential scans disabled.
    const seen = new Set<string>();
    const problems: string[] = [];
    let explained = 0;
    const client = new pg.Client({ connectionString: t.config.databaseUrl });
    await client.connect();
    await client.query('SET enable_seqscan = off');
    for (const { text, values } of captured) {
      const sql = text.trim();
      if (!/^(select|with|update|delete|insert)\b/i.test(sql) || seen.has(sql)) continue;
      seen.add(sql);
      try {
        const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
          `EXPLAIN (FORMAT JSON) ${sql}`,
          values,
        );
        explained += 1;
        const scanned = seqScans(rows[0]['QUERY PLAN'][0].Plan).filter((table) => GROWING.has(table));
        if (scanned.length > 0)
          problems.push(`${[...new Set(scanned)].join(', ')}: ${sql.replace(/\s+/g, ' ').slice(0, 400)}`);
      } catch (error) {
        problems.push(`could not EXPLAIN (${String((error as Error).message)}): ${sql.slice(0, 200)}`);
      }
    }
    await client.end();
    expect(explained).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  }, 180_000);
});
