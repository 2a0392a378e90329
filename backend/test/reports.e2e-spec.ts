import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { ReportMails } from '../src/modules/reports/application/report-mails.js';
import {
  csrfAgent,
  registerAndLogin,
  requestsAs,
  signedInWithRole,
  startTestApp,
  unique,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

const APP_URL = 'https://devpath.test';

interface OutboxItem {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** Issue 15, reports and contact: public forms, private status links, the admins' inbox and triage. */
describe('reports and contact', () => {
  let t: TestApp;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  let admin: SignedIn;
  /** An admin who gets the notices (the oldest). */
  let noticed: string;
  let address = 0;
  /** A fresh client address per call unless given, so the per-address limits of one test do not reach another. */
  const nextAddress = () => `10.66.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
  const as = (who: SignedIn) => requestsAs(csrf, who);
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    t.app.get(MikroORM).em.fork().execute<T[]>(query, params);
  const post = (path: string, body: unknown, options: { ip?: string; who?: SignedIn; raw?: boolean } = {}) => {
    let req = csrf.agent
      .post(path)
      .set('X-CSRF-Token', csrf.token)
      .set('X-Forwarded-For', options.ip ?? nextAddress());
    if (options.who) req = req.set('Authorization', `Bearer ${options.who.token}`);
    return options.raw ? req.set('Content-Type', 'application/json').send(body as string) : req.send(body as object);
  };
  const outbox = async (to: string): Promise<OutboxItem[]> => {
    await t.app.get(ReportMails).settled();
    return (await request(t.http).get('/api/dev/outbox').query({ to }).expect(200)).body.items;
  };
  const counts = async () =>
    (
      await sql<{ inbox: number; security: number }>(
        'select (select count(*)::int from inbox_messages) as inbox, (select count(*)::int from security_reports) as security',
      )
    )[0];

  const bug = (overrides: Record<string, unknown> = {}) => ({
    title: 'The roadmap page stays blank after signing in',
    steps: '1. Sign in\n2. Open the frontend roadmap\n3. Wait a few seconds',
    expected: 'The modules of the roadmap are listed',
    actual: 'The page stays white and nothing loads',
    pageUrl: 'https://devpath.test/roadmap/frontend',
    browser: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    ...overrides,
  });
  const contact = (overrides: Record<string, unknown> = {}) => ({
    name: 'Grace Hopper',
    email: `${unique('grace')}@example.com`,
    subject: 'Certificates on a CV',
    message: 'Can a DevPath certificate show the date of the exam? Recruiters ask me.',
    topic: 'general',
    ...overrides,
  });
  const security = (overrides: Record<string, unknown> = {}) => ({
    severity: 'high',
    affectedArea: 'Public profile bio (/@handle)',
    description:
      'The bio of a public profile is rendered without escaping, so a script in it runs for every visitor of the profile.',
    proofOfConcept: 'Set the bio to <img src=x onerror=alert(document.domain)> and open the profile.',
    reporterEmail: `${unique('researcher')}@example.com`,
    ...overrides,
  });

  beforeAll(async () => {
    t = await startTestApp({ env: { APP_URL } });
    csrf = await csrfAgent(t.http);
    admin = await signedInWithRole(t, 'admin');
    // Notices go to the oldest admins (at most 50): other test files on this database made admins too.
    [{ email: noticed }] = await sql<{ email: string }>(
      `select email from users where role = 'admin' order by id limit 1`,
    );
  });
  afterAll(() => t.close());

  it('stores a bug report, confirms it to the reporter by mail and announces it to the admins', async () => {
    const email = `${unique('reporter')}@example.com`;
    const res = await post('/api/reports/bugs', bug({ email })).expect(202);
    expect(res.body).toEqual({ message: expect.stringContaining('Thank you') });
    const [stored] = await sql(
      'select kind, status, user_id, email, subject, page_url, browser from inbox_messages where email = ?',
      [email],
    );
    expect(stored).toMatchObject({
      kind: 'bug',
      status: 'open',
      user_id: null,
      subject: 'The roadmap page stays blank after signing in',
      page_url: 'https://devpath.test/roadmap/frontend',
    });
    // Typed in by someone not signed in: the confirmation says a report arrived, never what it says.
    const [confirmation] = await outbox(email);
    expect(confirmation.subject).toBe('We received your bug report');
    expect(confirmation.text).not.toContain('roadmap page stays blank');
    const notices = (await outbox(noticed)).filter((m) => m.subject.startsWith('[DevPath inbox] Bug report'));
    expect(notices[0].text).toContain(email);
    expect(notices[0].text).toContain(`${APP_URL}/admin/inbox`);

    // A signed-in reporter is recorded, and confirmed at the account's email (quoted once that address is verified).
    const learner = await registerAndLogin(t.http);
    await post('/api/reports/bugs', bug({ title: 'Signed-in report', pageUrl: null, browser: null }), {
      who: learner,
    }).expect(202);
    expect(await sql('select user_id, email from inbox_messages where subject = ?', ['Signed-in report'])).toEqual([
      { user_id: learner.user.id, email: null },
    ]);
    const received = async (to: string) =>
      (await outbox(to)).map((m) => m.subject).filter((subject) => subject.startsWith('We received'));
    expect(await received(learner.user.email)).toEqual(['We received your bug report']);
    await sql('update users set is_verified = true where id = ?', [learner.user.id]);
    await post('/api/reports/bugs', bug({ title: 'Verified report', pageUrl: null, browser: null }), {
      who: learner,
    }).expect(202);
    expect((await outbox(learner.user.email)).map((m) => m.subject)).toContain(
      'We received your bug report: Verified report',
    );
  });

  it('files partnership inquiries with organisation and website apart; other topics keep neither', async () => {
    const partner = contact({
      topic: 'partnership',
      subject: 'Sponsoring the frontend roadmap',
      organisation: 'Acme Learning',
      website: 'https://acme.example.org',
    });
    await post('/api/contact', partner).expect(202);
    const general = contact({ organisation: 'Ignored Ltd', website: 'https://ignored.example.org' });
    await post('/api/contact', general).expect(202);
    expect(
      await sql('select kind, topic, organisation, website from inbox_messages where email in (?, ?) order by id', [
        partner.email,
        general.email,
      ]),
    ).toEqual([
      { kind: 'partnership', topic: 'partnership', organisation: 'Acme Learning', website: 'https://acme.example.org' },
      { kind: 'contact', topic: 'general', organisation: null, website: null },
    ]);
    const [confirmation] = await outbox(partner.email as string);
    expect(confirmation.subject).toBe('We received your message');
    expect(confirmation.text).not.toContain('Sponsoring');
    expect(
      (await outbox(noticed)).some(
        (m) =>
          m.subject === '[DevPath inbox] Partner inquiry: Sponsoring the frontend roadmap' &&
          m.text.includes('Acme Learning'),
      ),
    ).toBe(true);
  });

  it('never relays what a sender wrote to an address they have not proved is theirs (the confirmation is our words only)', async () => {
    // Issue 24: a DevPath-branded confirmation quoted 600 characters of the text, links included, to any address typed in.
    const lure = contact({
      name: 'Your bank: verify at https://evil.example.net/login',
      email: `${unique('victim')}@example.com`,
      subject: 'Your DevPath account is locked',
      message:
        'Your account will be deleted today. Confirm your password at https://evil.example.net/devpath-login to keep it.',
    });
    await post('/api/contact', lure).expect(202);
    const [mail] = await outbox(lure.email as string);
    expect(mail.subject).toBe('We received your message');
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/evil\.example|locked|password|Your bank/);
    }
    expect(mail.links.filter((l) => l.includes('evil'))).toEqual([]);
    // The security form too: its confirmation keeps the private link but repeats nothing typed.
    const report = security({ affectedArea: 'Claim your prize at https://evil.example.net/prize' });
    await post('/api/reports/security', report).expect(202);
    const [securityMail] = await outbox(report.reporterEmail as string);
    expect(securityMail.text).not.toContain('evil.example');
    expect(securityMail.links.some((l) => l.includes('/security-reports/status/'))).toBe(true);

    // Signed in, but the address typed is not the account's, or the account's is not verified: still our words only.
    const learner = await registerAndLogin(t.http);
    await post('/api/contact', contact({ email: learner.user.email, subject: 'Unverified echo' }), {
      who: learner,
    }).expect(202);
    const stranger = `${unique('stranger')}@example.com`;
    await sql('update users set is_verified = true where id = ?', [learner.user.id]);
    await post('/api/contact', contact({ email: stranger, subject: 'Someone else echo' }), { who: learner }).expect(
      202,
    );
    expect((await outbox(stranger)).map((m) => m.subject)).toEqual(['We received your message']);
    // The signed-in sender's own verified address (however its case is written) gets the quote.
    await post(
      '/api/contact',
      contact({
        email: learner.user.email.toUpperCase(),
        subject: 'Verified echo',
        message: 'Please quote this back to me, it is my own address.',
      }),
      { who: learner },
    ).expect(202);
    const mine = (await outbox(learner.user.email)).filter((m) => m.subject.startsWith('We received'));
    expect(mine.map((m) => m.subject).sort()).toEqual([
      'We received your message',
      'We received your message: Verified echo',
    ]);
    expect(mine.find((m) => m.subject.endsWith('Verified echo'))!.text).toContain('Please quote this back to me');
  });

  it('lets admins filter the inbox and close or reopen a message with a note', async () => {
    const partner = contact({
      topic: 'partnership',
      subject: 'Inbox filter check',
      organisation: 'Filter Org',
      website: 'https://filter.example.org',
    });
    await post('/api/contact', partner).expect(202);
    const partnerships = (await as(admin).get('/api/admin/inbox?kind=partnership&status=open&pageSize=100').expect(200))
      .body;
    expect(
      partnerships.items.every(
        (i: { kind: string; status: string }) => i.kind === 'partnership' && i.status === 'open',
      ),
    ).toBe(true);
    const item = partnerships.items.find((i: { subject: string }) => i.subject === 'Inbox filter check');
    expect(item).toMatchObject({ organisation: 'Filter Org', email: partner.email, note: null, closedAt: null });

    const closed = (
      await as(admin)
        .patch(`/api/admin/inbox/${item.id}`)
        .send({ status: 'closed', note: 'Answered by mail; call booked.' })
        .expect(200)
    ).body;
    expect(closed).toMatchObject({
      status: 'closed',
      note: 'Answered by mail; call booked.',
      closedAt: expect.any(String),
    });
    expect(
      (await as(admin).patch(`/api/admin/inbox/${item.id}`).send({ status: 'closed' }).expect(409)).body.code,
    ).toBe('INBOX_STATUS_UNCHANGED');
    const closedList = (await as(admin).get('/api/admin/inbox?status=closed').expect(200)).body.items;
    expect(closedList.map((i: { id: number }) => i.id)).toContain(item.id);
    expect(
      (
        await as(admin)
          .patch(`/api/admin/inbox/${item.id}`)
          .send({ status: 'open', note: 'They wrote again.' })
          .expect(200)
      ).body,
    ).toMatchObject({ status: 'open', closedAt: null, note: 'They wrote again.' });
    expect((await as(admin).patch('/api/admin/inbox/999999').send({ status: 'closed' }).expect(404)).body.code).toBe(
      'INBOX_ITEM_NOT_FOUND',
    );
    const page = (await as(admin).get('/api/admin/inbox?pageSize=1&page=2').expect(200)).body;
    expect(page).toMatchObject({ page: 2, pageSize: 1, items: [expect.any(Object)] });
    expect(page.total).toBeGreaterThan(1);
  });

  it('answers a filled honeypot like a success, and stores and sends nothing', async () => {
    const before = await counts();
    const email = `${unique('bot')}@example.com`;
    await post('/api/reports/bugs', bug({ email, company_url: 'https://spam.example.com' })).expect(202);
    await post('/api/contact', contact({ email, company_url: 'https://spam.example.com' })).expect(202);
    const decoy = (
      await post('/api/reports/security', security({ reporterEmail: email, company_url: 'x' })).expect(202)
    ).body;
    expect(decoy.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await counts()).toEqual(before);
    expect(await outbox(email)).toEqual([]);
    expect((await request(t.http).get(`/api/reports/security/status/${decoy.token}`).expect(404)).body.code).toBe(
      'SECURITY_REPORT_NOT_FOUND',
    );
  });

  it('limits each form per client address (429 RATE_LIMITED)', async () => {
    for (const [path, body] of [
      ['/api/reports/bugs', bug()],
      ['/api/contact', contact()],
      ['/api/reports/security', security()],
    ] as const) {
      const ip = nextAddress();
      for (let i = 0; i < 5; i++) await post(path, body, { ip }).expect(202);
      const limited = await post(path, body, { ip }).expect(429);
      expect(limited.body.code).toBe('RATE_LIMITED');
      await post(path, body).expect(202); // another address is not limited
    }
  });

  it('refuses invalid and hostile input with a 400 and a code, and stores nothing', async () => {
    const before = await counts();
    const cases: [string, unknown, string][] = [
      ['/api/reports/bugs', bug({ title: '' }), 'VALIDATION_FAILED'],
      ['/api/reports/bugs', bug({ title: '     ' }), 'VALIDATION_FAILED'],
      ['/api/reports/bugs', bug({ steps: 'x'.repeat(10_000) }), 'VALIDATION_FAILED'],
      ['/api/reports/bugs', bug({ pageUrl: 'javascript:alert(1)' }), 'VALIDATION_FAILED'],
      ['/api/reports/bugs', bug({ email: 'not-an-email' }), 'VALIDATION_FAILED'],
      ['/api/reports/bugs', bug({ admin: true }), 'VALIDATION_FAILED'],
      ['/api/reports/bugs', bug({ title: 'nul \u0000 byte' }), 'INVALID_CHARACTERS'],
      ['/api/contact', contact({ topic: 'sales' }), 'VALIDATION_FAILED'],
      ['/api/contact', contact({ message: 'lone \ud800 surrogate here' }), 'INVALID_CHARACTERS'],
      ['/api/contact', contact({ name: 'x'.repeat(10_000) }), 'VALIDATION_FAILED'],
      ['/api/contact', contact({ topic: 'partnership', website: 'ftp://files.example.org' }), 'VALIDATION_FAILED'],
      ['/api/reports/security', security({ severity: 'apocalyptic' }), 'VALIDATION_FAILED'],
      ['/api/reports/security', security({ reporterEmail: undefined }), 'VALIDATION_FAILED'],
      ['/api/reports/security', security({ proofOfConcept: 'x'.repeat(20_001) }), 'VALIDATION_FAILED'],
      ['/api/reports/security', security({ description: 'x'.repeat(10_001) }), 'VALIDATION_FAILED'],
    ];
    for (const [path, body, code] of cases) {
      const res = await post(path, body);
      expect({ path, body: JSON.stringify(body).slice(0, 80), status: res.status, code: res.body.code }).toEqual({
        path,
        body: JSON.stringify(body).slice(0, 80),
        status: 400,
        code,
      });
    }
    const proto = JSON.stringify(bug()).replace(/}$/, ',"__proto__":{"role":"admin"}}');
    expect((await post('/api/reports/bugs', proto, { raw: true }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    const nestedProto = JSON.stringify(contact()).replace(/}$/, ',"x":{"constructor":{"prototype":1}}}');
    expect((await post('/api/contact', nestedProto, { raw: true }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect(await counts()).toEqual(before);
  });

  it('answers a security report with a private link that alone shows its status; admins triage it with public and internal notes', async () => {
    const report = security();
    const receipt = (await post('/api/reports/security', report).expect(202)).body;
    expect(receipt).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      statusUrl: `${APP_URL}/security-reports/status/${receipt.token}`,
      message: expect.any(String),
    });
    // Only the token's SHA-256 is stored.
    const [row] = await sql<{ id: number; token_hash: Buffer }>(
      'select id, token_hash from security_reports where reporter_email = ?',
      [report.reporterEmail],
    );
    expect(row.token_hash.toString('hex')).not.toContain(Buffer.from(receipt.token, 'base64url').toString('hex'));
    expect(JSON.stringify(await sql('select * from security_reports where id = ?', [row.id]))).not.toContain(
      receipt.token,
    );

    // The reporter's confirmation carries the link; the admins' notice does not carry the details.
    const [confirmation] = await outbox(report.reporterEmail);
    expect(confirmation.links).toContain(receipt.statusUrl);
    const notice = (await outbox(noticed)).find((m) => m.subject === `[DevPath security] New high report #${row.id}`)!;
    expect(notice.text).not.toContain('onerror');
    expect(notice.text).not.toContain(receipt.token);

    const status = (token: string) => request(t.http).get(`/api/reports/security/status/${token}`);
    const shown = (await status(receipt.token).expect(200)).body;
    expect(shown).toEqual({
      status: 'new',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      timeline: [],
    });
    expect(JSON.stringify(shown)).not.toContain('onerror');

    // Wrong, malformed and other reports' tokens: 404 with a code, nothing more.
    const other = (await post('/api/reports/security', security({ severity: 'low' })).expect(202)).body;
    const flipped = receipt.token.slice(0, -1) + (receipt.token.endsWith('A') ? 'B' : 'A');
    for (const wrong of [flipped, 'x'.repeat(43), 'short', 'x'.repeat(300)]) {
      expect((await status(wrong).expect(404)).body.code).toBe('SECURITY_REPORT_NOT_FOUND');
    }
    expect((await status(other.token).expect(200)).body.status).toBe('new');

    // Triage: invalid moves are 409; a public note reaches the reporter, an internal one does not.
    const triage = (body: object) => as(admin).patch(`/api/admin/security-reports/${row.id}`).send(body);
    expect((await triage({ status: 'fixed' }).expect(409)).body).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      details: { from: 'new', to: 'fixed', allowed: ['triaged'] },
    });
    expect((await triage({}).expect(400)).body.code).toBe('TRIAGE_EMPTY');
    const triaged = (
      await triage({
        status: 'triaged',
        note: 'We reproduced the issue and are working on a fix.',
        visibility: 'public',
      }).expect(200)
    ).body;
    expect(triaged).toMatchObject({
      status: 'triaged',
      nextStatuses: ['fixed', 'wont_fix'],
      proofOfConcept: report.proofOfConcept,
      events: [expect.objectContaining({ status: 'triaged', visibility: 'public', authorId: admin.user.id })],
    });
    await triage({ note: 'Root cause: the bio renderer skips sanitising.', visibility: 'internal' }).expect(200);
    expect((await triage({ status: 'triaged' }).expect(409)).body.code).toBe('INVALID_STATUS_TRANSITION');
    await triage({ status: 'fixed', note: 'Fixed in the release of today. Thank you!', visibility: 'public' }).expect(
      200,
    );
    expect((await triage({ status: 'wont_fix' }).expect(409)).body.code).toBe('INVALID_STATUS_TRANSITION');

    const after = (await status(receipt.token).expect(200)).body;
    expect(after.status).toBe('fixed');
    expect(after.timeline.map((e: { status: string | null; note: string | null }) => [e.status, e.note])).toEqual([
      ['triaged', 'We reproduced the issue and are working on a fix.'],
      ['fixed', 'Fixed in the release of today. Thank you!'],
    ]);
    expect(JSON.stringify(after)).not.toContain('Root cause');
    expect((await status(other.token).expect(200)).body).toMatchObject({ status: 'new', timeline: [] });
    expect((await outbox(report.reporterEmail)).map((m) => m.subject)).toEqual(
      expect.arrayContaining(['Update on your DevPath security report']),
    );

    const list = (await as(admin).get('/api/admin/security-reports?status=fixed&severity=high').expect(200)).body;
    expect(list.items.map((r: { id: number }) => r.id)).toContain(row.id);
    expect(
      list.items.every((r: { status: string; severity: string }) => r.status === 'fixed' && r.severity === 'high'),
    ).toBe(true);
    expect((await as(admin).get('/api/admin/security-reports/999999').expect(404)).body.code).toBe(
      'SECURITY_REPORT_NOT_FOUND',
    );
  });

  it('refuses every admin route to anonymous visitors (401), learners and moderators (403)', async () => {
    const learner = await signedInWithRole(t, 'user');
    const moderator = await signedInWithRole(t, 'moderator');
    const routes: [method: 'get' | 'patch', path: string, body?: object][] = [
      ['get', '/api/admin/inbox'],
      ['patch', '/api/admin/inbox/1', { status: 'closed' }],
      ['get', '/api/admin/security-reports'],
      ['get', '/api/admin/security-reports/1'],
      ['patch', '/api/admin/security-reports/1', { status: 'triaged' }],
    ];
    for (const [method, path, body] of routes) {
      const anonymous =
        method === 'get'
          ? request(t.http).get(path)
          : csrf.agent.patch(path).set('X-CSRF-Token', csrf.token).send(body!);
      expect({ path, status: (await anonymous).status }).toEqual({ path, status: 401 });
      for (const who of [learner, moderator]) {
        const res = method === 'get' ? await as(who).get(path) : await as(who).patch(path).send(body!);
        expect({ path, role: who.user.id, status: res.status, code: res.body.code }).toEqual({
          path,
          role: who.user.id,
          status: 403,
          code: 'FORBIDDEN',
        });
      }
    }
  });

  it('serves /.well-known/security.txt (RFC 9116) with a contact, a policy and an expiry about a year ahead', async () => {
    const res = await request(t.http).get('/.well-known/security.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const fields = Object.fromEntries(
      res.text
        .trim()
        .split('\n')
        .map((line) => line.split(/: (.*)/s).slice(0, 2)),
    );
    expect(fields).toEqual({
      Contact: `${APP_URL}/security-reports`,
      Expires: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      'Preferred-Languages': 'en',
      Canonical: `${APP_URL}/.well-known/security.txt`,
      Policy: `${APP_URL}/security-reports`,
    });
    const days = (Date.parse(fields.Expires) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(360);
    expect(days).toBeLessThanOrEqual(366);
  });

  it("keeps a deleted user's reports without the link to the account (user.deleted)", async () => {
    const learner = await registerAndLogin(t.http);
    await post('/api/reports/bugs', bug({ title: 'Reported before leaving' }), { who: learner }).expect(202);
    await post('/api/reports/security', security({ affectedArea: 'Left behind area' }), { who: learner }).expect(202);
    await as(learner)
      .post('/api/users/me/deletion')
      .send({ confirmation: learner.user.username, password: learner.password })
      .expect(200);
    const deadline = Date.now() + 15_000;
    let rows: { user_id: number | null }[] = [];
    do {
      rows = await sql<{ user_id: number | null }>(
        `select user_id from inbox_messages where subject = 'Reported before leaving' union all select user_id from security_reports where affected_area = 'Left behind area'`,
      );
      if (rows.every((r) => r.user_id === null)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } while (Date.now() < deadline);
    expect(rows).toEqual([{ user_id: null }, { user_id: null }]);
  });
});
