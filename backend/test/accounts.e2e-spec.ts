import { MikroORM } from '@mikro-orm/postgresql';
import { createHmac } from 'node:crypto';
import request from 'supertest';
import { SessionCleanupJob } from '../src/modules/auth/infrastructure/jobs/session-cleanup.job.js';
import { LOGIN_LIMITS } from '../src/modules/auth/application/authentication.js';
import { csrfAgent, emulator, registerAndLogin, startTestApp, unique, type TestApp } from './support/test-app.js';

const b64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
function signHs256(payload: object, secret: string, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const body = `${b64url(header)}.${b64url(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

describe('accounts: registration and sign-in', () => {
  let t: TestApp;
  let orm: MikroORM;
  const userCount = async () =>
    Number((await orm.em.fork().execute<{ n: string }[]>('select count(*) as n from users'))[0].n);

  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '1' } });
    orm = t.app.get(MikroORM);
  });
  afterAll(() => t.close());

  it('registers with username, email and password and returns the user of spec §3', async () => {
    const { agent, token } = await csrfAgent(t.http);
    const username = unique('Ada_');
    const res = await agent
      .post('/api/users/register')
      .set('X-CSRF-Token', token)
      .send({
        username,
        email: `${username}@Example.com`,
        password: 'analytical engine notes',
        fullName: 'Ada Lovelace',
      })
      .expect(201);
    expect(res.body.message).toBe('Registration successful');
    expect(res.body.user).toMatchObject({
      username,
      email: `${username}@Example.com`,
      fullName: 'Ada Lovelace',
      role: 'user',
      isVerified: false,
      premiumTier: 'free',
      firebaseUid: null,
      totalXpEarned: 0,
      daysStreak: 0,
      completedModules: [],
      source: 'local',
      lastAccessedAt: null,
    });
    expect(res.body.user).not.toHaveProperty('passwordHash');
    const stored = await orm.em
      .fork()
      .execute<{ password_hash: string }[]>(
        'select c.password_hash from credentials c join users u on u.id = c.user_id where u.username = ?',
        [username],
      );
    expect(stored[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    ['a username too short', { username: 'ab' }, 'VALIDATION_FAILED'],
    ['a username with spaces', { username: 'ada lovelace' }, 'VALIDATION_FAILED'],
    ['an invalid email', { email: 'not-an-email' }, 'VALIDATION_FAILED'],
    ['a password under 8 characters', { password: 'short1' }, 'PASSWORD_TOO_SHORT'],
    ['a password over 128 characters', { password: 'x'.repeat(129) }, 'PASSWORD_TOO_LONG'],
    ['a common password', { password: 'password123' }, 'PASSWORD_TOO_COMMON'],
    ['the username as password', { username: 'grace_hopper_x', password: 'Grace_Hopper_X' }, 'PASSWORD_TOO_COMMON'],
    ['an unknown field', { isAdmin: true }, 'VALIDATION_FAILED'],
    ['a missing email', { email: undefined }, 'VALIDATION_FAILED'],
  ])('refuses %s with 400 and stores nothing', async (_label, change, code) => {
    const before = await userCount();
    const { agent, token } = await csrfAgent(t.http);
    const username = unique('bad');
    const body = { username, email: `${username}@example.com`, password: 'a decent passphrase', ...change };
    const res = await agent.post('/api/users/register').set('X-CSRF-Token', token).send(body).expect(400);
    expect(res.body.code).toBe(code);
    expect(await userCount()).toBe(before);
  });

  it('refuses a username or email already in use, whatever the case, with 409 and a message', async () => {
    const first = await registerAndLogin(t.http);
    const { agent, token } = await csrfAgent(t.http);
    const sameName = await agent
      .post('/api/users/register')
      .set('X-CSRF-Token', token)
      .send({
        username: first.user.username.toUpperCase(),
        email: `${unique()}@example.com`,
        password: 'another fine passphrase',
      })
      .expect(409);
    expect(sameName.body).toMatchObject({ code: 'USERNAME_TAKEN', message: 'This username is already taken.' });
    const sameEmail = await agent
      .post('/api/users/register')
      .set('X-CSRF-Token', token)
      .send({ username: unique('other'), email: first.user.email.toUpperCase(), password: 'another fine passphrase' })
      .expect(409);
    expect(sameEmail.body.code).toBe('EMAIL_TAKEN');
  });

  it('signs in with the username or the email and returns token and user', async () => {
    const me = await registerAndLogin(t.http);
    const { agent, token } = await csrfAgent(t.http);
    const byEmail = await agent
      .post('/api/users/login')
      .set('X-CSRF-Token', token)
      .send({ username: me.user.email, password: me.password })
      .expect(200);
    expect(byEmail.body.token.split('.')).toHaveLength(3);
    expect(byEmail.body.user.id).toBe(me.user.id);
  });

  it('answers every sign-in failure with 401 "Invalid credentials"', async () => {
    const me = await registerAndLogin(t.http);
    const { agent, token } = await csrfAgent(t.http);
    const wrongPassword = await agent
      .post('/api/users/login')
      .set('X-CSRF-Token', token)
      .send({ username: me.user.username, password: 'nope nope nope' })
      .expect(401);
    const unknownUser = await agent
      .post('/api/users/login')
      .set('X-CSRF-Token', token)
      .send({ username: unique('ghost'), password: 'nope nope nope' })
      .expect(401);
    for (const res of [wrongPassword, unknownUser]) {
      expect(res.body).toMatchObject({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
    }
  });

  it('validates the login body before checking credentials', async () => {
    const { agent, token } = await csrfAgent(t.http);
    const res = await agent
      .post('/api/users/login')
      .set('X-CSRF-Token', token)
      .send({ username: 'someone', password: 'x', extra: 1 })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('counts only failures: successful sign-ins never lock an account', async () => {
    const me = await registerAndLogin(t.http);
    const { agent, token } = await csrfAgent(t.http);
    for (let i = 0; i < 12; i++) {
      await agent
        .post('/api/users/login')
        .set('X-CSRF-Token', token)
        .set('X-Forwarded-For', '203.0.113.50')
        .send({ username: me.user.username, password: me.password })
        .expect(200);
    }
  });

  it('limits failures per account and address (429), while the owner can still sign in from another address', async () => {
    const me = await registerAndLogin(t.http);
    const { agent, token } = await csrfAgent(t.http);
    const attempt = (ip: string, password: string) =>
      agent
        .post('/api/users/login')
        .set('X-CSRF-Token', token)
        .set('X-Forwarded-For', ip)
        .send({ username: me.user.username, password });
    for (let i = 0; i < 10; i++) await attempt('203.0.113.7', 'wrong guess!').expect(401);
    const limited = await attempt('203.0.113.7', me.password).expect(429);
    expect(limited.body.code).toBe('TOO_MANY_ATTEMPTS');
    await attempt('198.51.100.20', me.password).expect(200);
  });

  it('counts guesses before checking them, per account whatever the login typed, and a locked account is locked for every sign-in method', async () => {
    const me = await registerAndLogin(t.http);
    // The same person also signs in with Firebase (email verified on both sides, so linked).
    await orm.em.fork().execute('update users set is_verified = true where id = ?', [me.user.id]);
    const firebase = await emulator.signUp(me.user.email, 'firebase secret 11', true);
    await request(t.http)
      .get('/api/users/firebase-profile')
      .set('Authorization', `Firebase ${firebase.idToken}`)
      .expect(200);

    const { agent, token } = await csrfAgent(t.http);
    const attempt = (ip: string, login: string, password: string) =>
      agent
        .post('/api/users/login')
        .set('X-CSRF-Token', token)
        .set('X-Forwarded-For', ip)
        .send({ username: login, password });
    const statuses = async (requests: Array<PromiseLike<{ status: number }>>) => {
      const counts: Record<number, number> = {};
      for (const res of await Promise.all(requests)) counts[res.status] = (counts[res.status] ?? 0) + 1;
      return counts;
    };
    // 160 wrong guesses at once from 8 addresses, half by username and half by email: only the
    // allowance of each address is checked, however they race.
    const burst = Array.from({ length: 160 }, (_, i) =>
      attempt(`192.0.2.${(i % 8) + 1}`, i % 2 ? me.user.username : me.user.email.toUpperCase(), `wrong guess ${i}`),
    );
    expect(await statuses(burst)).toEqual({
      401: 8 * LOGIN_LIMITS.perAccountAndAddress,
      429: 160 - 8 * LOGIN_LIMITS.perAccountAndAddress,
    });
    // The rest of the account's allowance, from new addresses.
    const rest = LOGIN_LIMITS.perAccount - 8 * LOGIN_LIMITS.perAccountAndAddress;
    const more = Array.from({ length: rest }, (_, i) =>
      attempt(
        `192.0.2.${100 + Math.floor(i / LOGIN_LIMITS.perAccountAndAddress)}`,
        me.user.username,
        `wrong guess ${i}`,
      ),
    );
    expect(await statuses(more)).toEqual({ 401: rest });

    // Locked now: the right password, by username or email, from an address never used...
    expect((await attempt('198.51.100.77', me.user.username, me.password).expect(429)).body.code).toBe(
      'TOO_MANY_ATTEMPTS',
    );
    expect((await attempt('198.51.100.78', me.user.email, me.password).expect(429)).body.code).toBe(
      'TOO_MANY_ATTEMPTS',
    );
    // ...and Firebase, for a new sign-in and as a bearer token.
    const viaFirebase = await request(t.http)
      .get('/api/users/firebase-profile')
      .set('Authorization', `Firebase ${firebase.idToken}`)
      .expect(429);
    expect(viaFirebase.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(
      (await request(t.http).get('/api/users/me').set('Authorization', `Bearer ${firebase.idToken}`).expect(429)).body
        .code,
    ).toBe('TOO_MANY_ATTEMPTS');
    // Sessions opened before the lock are not sign-ins: they go on.
    await request(t.http).get('/api/users/me').set('Authorization', `Bearer ${me.token}`).expect(200);
  });
});

describe('accounts: tokens and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('returns the signed-in user and the stats', async () => {
    const me = await registerAndLogin(t.http);
    const res = await request(t.http).get('/api/users/me').set('Authorization', `Bearer ${me.token}`).expect(200);
    expect(res.body).toMatchObject({ id: me.user.id, username: me.user.username, completedModules: [] });
    const stats = await request(t.http).get('/api/users/stats').set('Authorization', `Bearer ${me.token}`).expect(200);
    expect(stats.body).toEqual({ totalXpEarned: 0, daysStreak: 0, completedModules: [] });
  });

  it('refuses missing, malformed, forged, alg:none, expired and wrong-audience tokens with 401', async () => {
    const me = await registerAndLogin(t.http);
    const [, payloadPart] = me.token.split('.');
    const claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString());
    const secret = t.config.jwt.secret;
    const now = Math.floor(Date.now() / 1000);
    const tokens = {
      malformed: 'not.a.token',
      forged: signHs256(claims, 'another-secret-of-sufficient-length-123'),
      algNone: `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`,
      expired: signHs256({ ...claims, iat: now - 7200, exp: now - 3600 }, secret),
      wrongAudience: signHs256({ ...claims, aud: 'someone-else' }, secret),
      wrongIssuer: signHs256({ ...claims, iss: 'evil' }, secret),
      hs512: signHs256(claims, secret, { alg: 'HS512', typ: 'JWT' }),
    };
    await request(t.http).get('/api/users/me').expect(401);
    for (const [name, token] of Object.entries(tokens)) {
      const res = await request(t.http).get('/api/users/me').set('Authorization', `Bearer ${token}`);
      expect({ name, status: res.status }).toEqual({ name, status: 401 });
      expect(res.body.statusCode).toBe(401);
    }
  });

  it("refuses a validly signed token pairing one user's session with another user, before and after that session is cached", async () => {
    const a = await registerAndLogin(t.http);
    const b = await registerAndLogin(t.http);
    const claims = JSON.parse(Buffer.from(a.token.split('.')[1], 'base64url').toString());
    const crossed = signHs256({ ...claims, sub: String(b.user.id) }, t.config.jwt.secret);
    const res = await request(t.http).get('/api/users/me').set('Authorization', `Bearer ${crossed}`).expect(401);
    expect(res.body.code).toBe('SESSION_ENDED');
    // A's own token puts the session in the cache; the crossed token is still refused.
    await request(t.http).get('/api/users/me').set('Authorization', `Bearer ${a.token}`).expect(200);
    await request(t.http).get('/api/users/me').set('Authorization', `Bearer ${crossed}`).expect(401);
    const mine = await request(t.http).get('/api/users/me').set('Authorization', `Bearer ${a.token}`).expect(200);
    expect(mine.body.id).toBe(a.user.id);
  });

  it('rejects a token after logout (revoked session)', async () => {
    const me = await registerAndLogin(t.http);
    const { agent, token: csrf } = await csrfAgent(t.http);
    await agent
      .post('/api/users/logout')
      .set('X-CSRF-Token', csrf)
      .set('Authorization', `Bearer ${me.token}`)
      .expect(200);
    const res = await request(t.http).get('/api/users/me').set('Authorization', `Bearer ${me.token}`).expect(401);
    expect(res.body.code).toBe('SESSION_ENDED');
  });

  it('the hourly cleanup deletes sessions and mailed-link tokens expired over a day ago, revocations no token outlives and ended attempt windows, and only those', async () => {
    const orm = t.app.get(MikroORM);
    const a = await registerAndLogin(t.http);
    const b = await registerAndLogin(t.http);
    const sql = (query: string, params: unknown[] = []) =>
      orm.em.fork().execute<Record<string, unknown>[]>(query, params);
    await sql(`update sessions set expires_at = now() - interval '2 days' where user_id = ?`, [a.user.id]);
    await sql(`update sessions set expires_at = now() - interval '1 hour' where user_id = ?`, [b.user.id]);
    // Registration mailed each a verification link.
    await sql(`update one_time_tokens set expires_at = now() - interval '2 days' where user_id = ?`, [a.user.id]);
    await sql(`update one_time_tokens set expires_at = now() - interval '1 hour' where user_id = ?`, [b.user.id]);
    const probe = `cleanup-${Date.now()}`;
    // Revocations: one past the retention (longer than an ID token lives), one within it.
    await sql(
      `insert into identity_revocations (id, revoked_before) values (?, now() - interval '3 hours'), (?, now() - interval '1 hour')`,
      [`${probe}-old`, `${probe}-recent`],
    );
    // Attempt counters: one whose window ended, one still counting.
    await sql(
      `insert into login_attempts (id, count, window_ends_at) values (?, 3, now() - interval '1 second'), (?, 3, now() + interval '1 hour')`,
      [`${probe}-ended`, `${probe}-live`],
    );
    // No other test runs this job (the scheduler is off in tests), so this tick is free.
    expect(await t.app.get(SessionCleanupJob).run(new Date())).toBe('ran');
    expect(await sql('select 1 from sessions where user_id = ?', [a.user.id])).toHaveLength(0);
    expect(await sql('select 1 from sessions where user_id = ?', [b.user.id])).toHaveLength(1);
    expect(await sql('select 1 from one_time_tokens where user_id = ?', [a.user.id])).toHaveLength(0);
    expect(await sql('select 1 from one_time_tokens where user_id = ?', [b.user.id])).toHaveLength(1);
    expect(await sql('select id from identity_revocations where id like ?', [`${probe}-%`])).toEqual([
      { id: `${probe}-recent` },
    ]);
    expect(await sql('select id from login_attempts where id like ?', [`${probe}-%`])).toEqual([
      { id: `${probe}-live` },
    ]);
  });
});
