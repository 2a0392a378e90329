import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import pg from 'pg';
import request from 'supertest';
import { JobRunner, tickOf } from '../src/platform/scheduling/job-runner.js';
import {
  csrfAgent,
  requestsAs,
  signedInWithRole,
  startTestApp,
  testDatabaseUrl,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

/**
 * The weekly link check (issue 29): a local server answers 200, 301, 404, a HEAD refused with 405,
 * and never; lessons, a free resource and a blog post link to it; the job requests each address
 * once and staff see the dead ones with where each is used. The spec's own copy of the database
 * has the shipped content's links removed, so no request leaves this machine.
 */
describe('link check', () => {
  const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
  let server: Server;
  let base: string;
  const seen: string[] = [];
  const agents = new Set<string | undefined>();
  const held = new Set<Socket>();
  let databaseUrl: string;
  let t: TestApp;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  let admin: SignedIn;
  let moderator: SignedIn;
  let learner: SignedIn;
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const sql = async (text: string, params: unknown[] = [], url = databaseUrl) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text, params)).rows;
    } finally {
      await client.end();
    }
  };
  const job = () => t.app.get(JobRunner).jobs.find((j) => j.name === 'link-check')!;
  const post = (slug: string, bodyMd: string) =>
    as(admin)
      .put(`/api/admin/blog/posts/${slug}`)
      .send({
        title: 'Where to read about HTTP',
        summary: 'A few places that explain HTTP well, checked every week.',
        bodyMd,
        tags: ['http'],
        status: 'published',
      });

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      seen.push(`${req.method} ${req.url}`);
      agents.add(req.headers['user-agent']);
      if (req.url === '/ok') return res.writeHead(200, { 'content-type': 'text/plain' }).end('fine');
      if (req.url === '/moved') return res.writeHead(301, { location: '/new-home' }).end();
      if (req.url === '/elsewhere') return res.writeHead(302, { location: '/ok' }).end();
      if (req.url === '/head-refused')
        return req.method === 'HEAD' ? res.writeHead(405).end() : res.writeHead(200).end('x'.repeat(100_000));
      if (req.url === '/never') {
        held.add(req.socket);
        return; // holds the socket open: never answers
      }
      res.writeHead(404).end('not here');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    // A copy of the migrated database for this spec, without the shipped content's links.
    const template = new URL(process.env.TEST_DATABASE_TEMPLATE_URL ?? testDatabaseUrl());
    const name = `${decodeURIComponent(template.pathname.slice(1))}_links_${process.pid}`;
    const postgres = new URL(template);
    postgres.pathname = '/postgres';
    await sql(`drop database if exists "${name}" with (force)`, [], postgres.toString());
    await sql(
      `create database "${name}" template "${decodeURIComponent(template.pathname.slice(1))}"`,
      [],
      postgres.toString(),
    );
    const copy = new URL(template);
    copy.pathname = `/${name}`;
    databaseUrl = copy.toString();
    await sql(`update roadmap_modules set content_md = 'No links.', resources = '[]'`);
    await sql(`update resources set status = 'rejected'`);
    await sql('delete from blog_posts');

    // A lesson as the content pack writes it (its resources and body), placed in the Frontend roadmap.
    await sql(
      `insert into roadmap_modules (key, title, summary, content_md, estimated_minutes, resources)
       values ('link-check-lesson', 'Links everywhere', 'A lesson with links.', $1, 30, $2::jsonb)`,
      [
        `Read [the spec](${base}/ok) and ${base}/never.\n\n\`\`\`bash\ncurl ${base}/in-code\n\`\`\`\n\nNot \`${base}/inline-code\` either.`,
        JSON.stringify([{ title: 'Gone', url: `${base}/gone`, kind: 'article' }]),
      ],
    );
    await sql(
      `insert into roadmap_nodes (roadmap_id, section_key, module_key, position)
       select s.roadmap_id, s.key, 'link-check-lesson', 999 from roadmap_sections s
       join roadmaps r on r.id = s.roadmap_id where r.slug = 'frontend' order by s.position limit 1`,
    );
    // A free resource as the content pack writes it.
    await sql(
      `insert into resources (title, url, canonical_url, category, type, level, description, status)
       values ('Moved docs', $1, $1, 'web', 'docs', 'beginner', 'Docs that moved to a new home.', 'approved')`,
      [`${base}/moved`],
    );

    t = await startTestApp({
      databaseUrl,
      env: { LINK_CHECK_ALLOW_LOCAL: 'true', LINK_CHECK_TIMEOUT_MS: '600', LINK_CHECK_COOLDOWN_MS: '0' },
    });
    csrf = await csrfAgent(t.http);
    [admin, moderator, learner] = await Promise.all([
      signedInWithRole(t, 'admin'),
      signedInWithRole(t, 'moderator'),
      signedInWithRole(t, 'user'),
    ]);
    // A blog post as the admin editor saves it.
    await post('links', `See ${base}/ok, ${base}/head-refused, ${base}/elsewhere and ${base}/post-only.`).expect(200);
  });

  afterAll(async () => {
    await t?.close();
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
    const template = new URL(databaseUrl);
    const name = decodeURIComponent(template.pathname.slice(1));
    template.pathname = '/postgres';
    await sql(`drop database if exists "${name}" with (force)`, [], template.toString());
  });

  it('requests every link once per week, and staff see the dead ones with where each is used', async () => {
    const now = new Date();
    expect(await job().run(now)).toBe('ran');
    expect(await job().run(new Date(now.getTime() + 1000))).toBe('skipped-done');
    const runs = await sql(`select count(*)::int as n from job_run where job_name = 'link-check' and tick = $1`, [
      tickOf(now, WEEK_MS),
    ]);
    expect(runs[0].n).toBe(1);

    // Each address requested once (HEAD; GET only where HEAD was refused); code in Markdown is not a link.
    const requested = seen.filter((line) => !line.includes('in-code') && !line.includes('inline-code'));
    expect(requested.sort()).toEqual(
      [
        'HEAD /ok',
        'HEAD /never',
        'HEAD /gone',
        'HEAD /moved',
        'HEAD /head-refused',
        'GET /head-refused',
        'HEAD /elsewhere',
        'HEAD /post-only',
      ].sort(),
    );
    expect(seen.some((line) => line.includes('code'))).toBe(false);
    expect([...agents]).toEqual([expect.stringMatching(/^DevPath-LinkCheck\/1\.0 \(/)]);

    const list = (await as(moderator).get('/api/admin/link-checks').expect(200)).body;
    const byUrl = new Map(list.items.map((item: { url: string }) => [item.url, item]));
    expect(list.total).toBe(4);
    expect(new Set(byUrl.keys())).toEqual(
      new Set([`${base}/gone`, `${base}/never`, `${base}/moved`, `${base}/post-only`]),
    );
    expect(byUrl.get(`${base}/gone`)).toMatchObject({
      outcome: 'broken',
      status: 404,
      usedIn: [
        {
          kind: 'lesson',
          key: 'link-check-lesson',
          title: 'Links everywhere',
          path: '/roadmap/frontend?module=link-check-lesson',
        },
      ],
    });
    expect(byUrl.get(`${base}/never`)).toMatchObject({ outcome: 'unreachable', status: null });
    expect((byUrl.get(`${base}/never`) as { reason: string }).reason).toMatch(/timed out/);
    expect(byUrl.get(`${base}/moved`)).toMatchObject({
      outcome: 'moved',
      status: 301,
      location: `${base}/new-home`,
      usedIn: [{ kind: 'resource', title: 'Moved docs', path: '/resources?q=Moved%20docs' }],
    });
    expect(byUrl.get(`${base}/post-only`)).toMatchObject({
      outcome: 'broken',
      usedIn: [{ kind: 'post', key: 'links', path: '/blog/links' }],
    });
    expect(list.lastCheckedAt).toEqual(expect.any(String));
    expect(list.counts).toEqual({ ok: 3, moved: 1, broken: 2, unreachable: 1, blocked: 0 });
    const checkedAt = list.items.map((item: { checkedAt: string }) => item.checkedAt);
    expect([...checkedAt].sort().reverse()).toEqual(checkedAt);

    // The ok ones are there under their filter, with every place that uses them.
    const ok = (await as(admin).get('/api/admin/link-checks?outcome=ok').expect(200)).body.items;
    expect(ok.map((item: { url: string }) => item.url).sort()).toEqual(
      [`${base}/ok`, `${base}/head-refused`, `${base}/elsewhere`].sort(),
    );
    const shared = ok.find((item: { url: string }) => item.url === `${base}/ok`);
    expect(shared.usedIn.map((use: { kind: string }) => use.kind).sort()).toEqual(['lesson', 'post']);
    expect(ok.find((item: { url: string }) => item.url === `${base}/elsewhere`).status).toBe(302);

    const page = (await as(admin).get('/api/admin/link-checks?outcome=broken&pageSize=1&page=2').expect(200)).body;
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.items).toHaveLength(1);
    expect((await as(admin).get('/api/admin/link-checks?outcome=fine').expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('is for staff: a learner gets 403, a visitor 401; only an admin runs it now', async () => {
    expect((await as(learner).get('/api/admin/link-checks').expect(403)).body.code).toBe('FORBIDDEN');
    await request(t.http).get('/api/admin/link-checks').expect(401);
    await as(learner).post('/api/admin/link-checks/run').expect(403);
    await as(moderator).post('/api/admin/link-checks/run').expect(403);
    await csrf.agent.post('/api/admin/link-checks/run').set('X-CSRF-Token', csrf.token).expect(401);
  });

  it('runs now through the job, one at a time (409), and forgets a link no longer used', async () => {
    await post('links', `See ${base}/ok, ${base}/head-refused and ${base}/elsewhere.`).expect(200);
    const before = seen.length;
    const [first, second] = await Promise.all([
      as(admin).post('/api/admin/link-checks/run'),
      as(admin).post('/api/admin/link-checks/run'),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const [done, refused] = first.status === 200 ? [first, second] : [second, first];
    expect(done.body).toEqual({ checked: 6, dead: 3 });
    expect(refused.body.code).toBe('LINK_CHECK_RUNNING');
    expect(seen.length - before).toBe(7); // one run's requests (HEAD and GET for the refused HEAD)

    const list = (await as(admin).get('/api/admin/link-checks').expect(200)).body;
    expect(list.items.map((item: { url: string }) => item.url)).not.toContain(`${base}/post-only`);
    expect(list.total).toBe(3);
    const stored = await sql('select count(*)::int as n from link_checks');
    expect(stored[0].n).toBe(6);
  });

  it('with local hosts not allowed (production), requests no private, loopback or http address', async () => {
    await t.close();
    t = await startTestApp({ databaseUrl, env: { LINK_CHECK_TIMEOUT_MS: '600', LINK_CHECK_COOLDOWN_MS: '0' } });
    csrf = await csrfAgent(t.http);
    const port = (server.address() as AddressInfo).port;
    await post(
      'links',
      `Private: https://10.0.0.1/, https://127.0.0.1:${port}/ok, https://localhost:${port}/ok and https://[::1]:${port}/ok.`,
    ).expect(200);
    const before = seen.length;
    expect((await as(admin).post('/api/admin/link-checks/run').expect(200)).body.checked).toBe(8);
    expect(seen.length).toBe(before);

    const blocked = (await as(admin).get('/api/admin/link-checks?outcome=blocked&pageSize=100').expect(200)).body;
    const reasons = Object.fromEntries(
      blocked.items.map((item: { url: string; reason: string }) => [item.url, item.reason]),
    );
    expect(reasons[`${base}/gone`]).toBe('http: is not https');
    expect(reasons['https://10.0.0.1/']).toBe('an IP address, not a public host name');
    expect(reasons[`https://127.0.0.1:${port}/ok`]).toBe('an IP address, not a public host name');
    expect(reasons[`https://[::1]:${port}/ok`]).toBe('an IP address, not a public host name');
    expect(reasons[`https://localhost:${port}/ok`]).toBe('not a public host name');
    expect(blocked.total).toBe(8);
  });

  it('refuses a check now within the cool-down after a finished run (429 LINK_CHECK_TOO_SOON), nothing requested', async () => {
    await t.close();
    t = await startTestApp({ databaseUrl, env: { LINK_CHECK_TIMEOUT_MS: '600', LINK_CHECK_COOLDOWN_MS: '600000' } });
    csrf = await csrfAgent(t.http);
    // The previous test's run finished a moment ago.
    const before = seen.length;
    const stored = await sql('select url, checked_at from link_checks order by url');
    const refused = (await as(admin).post('/api/admin/link-checks/run').expect(429)).body;
    expect(refused.code).toBe('LINK_CHECK_TOO_SOON');
    expect(refused.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.details.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(seen.length).toBe(before);
    expect(await sql('select url, checked_at from link_checks order by url')).toEqual(stored);
  });
});
