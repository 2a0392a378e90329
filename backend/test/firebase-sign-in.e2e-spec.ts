import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { DEMO_ACCOUNTS } from '../src/modules/auth/domain/demo-accounts.js';
import { demoAccountsSeed } from '../src/modules/auth/infrastructure/seeds/demo-accounts.seed.js';
import {
  csrfAgent,
  emulator,
  registerAndLogin,
  startTestApp,
  unique,
  type TestApp,
  eventually,
} from './support/test-app.js';

/** An unsigned emulator-style token: the header and signature of `idToken`, with these claims. */
function withClaims(idToken: string, changes: Record<string, unknown>): string {
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  return `${header}.${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.`;
}

describe('Firebase sign-in (Auth emulator)', () => {
  let t: TestApp;
  let orm: MikroORM;
  const sql = (query: string, params: unknown[] = []) => orm.em.fork().execute(query, params);
  beforeAll(async () => {
    t = await startTestApp();
    orm = t.app.get(MikroORM);
  });
  afterAll(() => t.close());

  const profile = (idToken: string) =>
    request(t.http).get('/api/users/firebase-profile').set('Authorization', `Firebase ${idToken}`);

  it('creates an account for a new email sign-up, with a unique generated username', async () => {
    const email = `${unique('fb')}@example.com`;
    const { idToken, uid } = await emulator.signUp(email, 'emulated secret 1');
    const res = await profile(idToken).expect(200);
    expect(res.body).toMatchObject({
      email,
      firebaseUid: uid,
      source: 'firebase',
      isVerified: false,
      role: 'user',
      premiumTier: 'free',
    });
    expect(res.body.username).toMatch(/^[A-Za-z0-9_-]{3,30}$/);
    // The same identity maps to the same account next time.
    expect((await profile(idToken).expect(200)).body.id).toBe(res.body.id);
  });

  it('signs in with Google, verified, and accepts the Firebase token as a bearer token afterwards', async () => {
    const email = `${unique('g')}@gmail.com`;
    const { idToken } = await emulator.signInWithGoogle(email, 'Grace Google');
    const created = await profile(idToken).expect(200);
    expect(created.body).toMatchObject({ email, source: 'google', isVerified: true, fullName: 'Grace Google' });
    const me = await request(t.http).get('/api/users/me').set('Authorization', `Bearer ${idToken}`).expect(200);
    expect(me.body.id).toBe(created.body.id);
  });

  it('links an existing local account only through a verified email', async () => {
    const local = await registerAndLogin(t.http);
    const unverified = await emulator.signUp(local.user.email, 'another secret 2');
    expect((await profile(unverified.idToken).expect(409)).body.code).toBe('ACCOUNT_EXISTS');

    const other = await registerAndLogin(t.http);
    // The account's email was verified by us (the mail link) and the provider's by the provider.
    await sql('update users set is_verified = true where id = ?', [other.user.id]);
    const verified = await emulator.signUp(other.user.email, 'another secret 3', true);
    const linked = await profile(verified.idToken).expect(200);
    expect(linked.body).toMatchObject({
      id: other.user.id,
      username: other.user.username,
      firebaseUid: verified.uid,
      isVerified: true,
    });
  });

  it('never lets a provider identity join an account whose email we have not verified (no takeover by registering first)', async () => {
    // The attacker registers the victim's email with a password of their own.
    const attacker = await registerAndLogin(t.http);
    // The victim, whose email the provider has verified, signs in with it.
    const victim = await emulator.signUp(attacker.user.email, 'victim secret 8', true);
    const res = await profile(victim.idToken).expect(409);
    expect(res.body).toMatchObject({ code: 'ACCOUNT_EXISTS' });
    expect(res.body.message).toMatch(/sign in with your password.*settings/i);
    const [row] = await sql(
      'select c.firebase_uid, u.is_verified from users u left join credentials c on c.user_id = u.id where u.id = ?',
      [attacker.user.id],
    );
    expect(row).toEqual({ firebase_uid: null, is_verified: false });
    await request(t.http).get('/api/users/me').set('Authorization', `Bearer ${victim.idToken}`).expect(401);
  });

  it('never links staff or demo accounts by email, even verified on both sides', async () => {
    const staff = await registerAndLogin(t.http);
    await sql(`update users set role = 'moderator', is_verified = true where id = ?`, [staff.user.id]);
    const asStaff = await emulator.signUp(staff.user.email, 'staff secret 9', true);
    expect((await profile(asStaff.idToken).expect(409)).body.code).toBe('ACCOUNT_EXISTS');

    await demoAccountsSeed.run(orm.em.fork());
    const learner = DEMO_ACCOUNTS.find((account) => account.role === 'user')!;
    const asDemo = await emulator.signUp(learner.email, 'demo secret 10', true);
    expect((await profile(asDemo.idToken).expect(409)).body.code).toBe('ACCOUNT_EXISTS');
    const linked = await sql('select count(*)::int as n from credentials where firebase_uid in (?, ?)', [
      asStaff.uid,
      asDemo.uid,
    ]);
    expect(linked[0].n).toBe(0);
  });

  it('deleting the account deletes its Firebase user too, so the next sign-in starts afresh', async () => {
    const email = `${unique('del')}@example.com`;
    const { idToken, uid } = await emulator.signUp(email, 'emulated secret 5');
    const created = (await profile(idToken).expect(200)).body;
    expect(created.hasPassword).toBe(false);
    const { agent, token: csrf } = await csrfAgent(t.http);
    await agent
      .post('/api/users/me/deletion')
      .set('Authorization', `Bearer ${idToken}`)
      .set('X-CSRF-Token', csrf)
      .send({ confirmation: created.username })
      .expect(200);
    // The emulator no longer knows the user: its sign-in fails and its uid is unknown.
    await expect(
      emulator.call('accounts:signInWithPassword', { email, password: 'emulated secret 5', returnSecureToken: true }),
    ).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);
    const lookup = await emulator.call(
      `projects/${process.env.TEST_FIREBASE_PROJECT_ID ?? 'demo-devpath-test'}/accounts:lookup`,
      { localId: [uid] },
      true,
    );
    expect(lookup.users).toBeUndefined();
    // The token verified before the deletion is dead too: it neither recreates the account nor signs in.
    expect((await profile(idToken).expect(401)).body.code).toBe('INVALID_IDENTITY_TOKEN');
    await request(t.http).get('/api/users/me').set('Authorization', `Bearer ${idToken}`).expect(401);
    const [left] = await sql('select count(*)::int as n from users where email_normalized = ?', [email.toLowerCase()]);
    expect(left.n).toBe(0);
  });

  it("logout with a Firebase ID token revokes it, and the provider's refresh tokens", async () => {
    const email = `${unique('out')}@gmail.com`;
    const { idToken, refreshToken, uid } = await emulator.signInWithGoogle(email, 'Olive Out');
    await profile(idToken).expect(200);
    const { agent, token: csrf } = await csrfAgent(t.http);
    const me = () => agent.get('/api/users/me').set('Authorization', `Bearer ${idToken}`);
    await me().expect(200);
    await agent
      .post('/api/users/logout')
      .set('Authorization', `Bearer ${idToken}`)
      .set('X-CSRF-Token', csrf)
      .expect(200);
    await me().expect(401);
    await agent
      .patch('/api/users/me')
      .set('Authorization', `Bearer ${idToken}`)
      .set('X-CSRF-Token', csrf)
      .send({ bio: 'still here?' })
      .expect(401);
    expect((await profile(idToken).expect(401)).body.code).toBe('INVALID_IDENTITY_TOKEN');
    // The provider's refresh tokens were revoked (Google then refuses to refresh; the emulator
    // still refreshes, but a token of the revoked sign-in is refused here all the same).
    const [record] = (
      await emulator.call(
        `projects/${process.env.TEST_FIREBASE_PROJECT_ID ?? 'demo-devpath-test'}/accounts:lookup`,
        { localId: [uid] },
        true,
      )
    ).users as Array<{ validSince?: string }>;
    const { auth_time: authTime } = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString()) as {
      auth_time: number;
    };
    expect(Number(record.validSince)).toBeGreaterThanOrEqual(authTime);
    const refreshed = await emulator.refresh(refreshToken);
    await agent.get('/api/users/me').set('Authorization', `Bearer ${refreshed}`).expect(401);
    expect((await profile(refreshed).expect(401)).body.code).toBe('INVALID_IDENTITY_TOKEN');
  });

  it('a revocation recorded by another instance (or by SQL) ends a token this instance had verified', async () => {
    const { idToken, uid } = await emulator.signInWithGoogle(`${unique('elsewhere')}@gmail.com`, 'Ella Elsewhere');
    await profile(idToken).expect(200);
    const me = () => request(t.http).get('/api/users/me').set('Authorization', `Bearer ${idToken}`);
    await me().expect(200);
    await me().expect(200);
    await sql('insert into identity_revocations (id, revoked_before) values (?, now())', [uid]);
    // The other writer's change reaches this instance as a notification, a moment after its commit.
    await eventually(async () => void (await me().expect(401)));
  });

  it('refuses forged, malformed and missing identity tokens', async () => {
    const { idToken } = await emulator.signUp(`${unique('f')}@example.com`, 'emulated secret 4');
    const [header, payload] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, aud: 'someone-else', iss: 'https://securetoken.google.com/someone-else' })).toString('base64url')}.`;
    expect((await profile(forged).expect(401)).body.code).toBe('INVALID_IDENTITY_TOKEN');
    expect((await profile('garbage').expect(401)).body.code).toBe('INVALID_IDENTITY_TOKEN');
    expect((await request(t.http).get('/api/users/firebase-profile').expect(401)).body.code).toBe(
      'INVALID_IDENTITY_TOKEN',
    );
    await request(t.http).get('/api/users/me').set('Authorization', `Bearer ${forged}`).expect(401);
  });

  it("takes claims from the emulator's user record, never from an unsigned token", async () => {
    // A verified staff account, as the demo admin is.
    const admin = await registerAndLogin(t.http);
    await sql(`update users set role = 'admin', is_verified = true where id = ?`, [admin.user.id]);
    const email = `${unique('forger')}@example.com`;
    const { idToken, uid } = await emulator.signUp(email, 'emulated secret 6');
    const forged = withClaims(idToken, { email: admin.user.email, email_verified: true, name: 'Not Me' });
    const res = await profile(forged).expect(200);
    // The account of the emulator user (its own, unverified email), not the admin's.
    expect(res.body).toMatchObject({ email, firebaseUid: uid, isVerified: false, role: 'user' });
    expect(res.body.id).not.toBe(admin.user.id);
    expect(res.body.fullName).toBeNull();
    await request(t.http).get('/api/admin/users').set('Authorization', `Bearer ${forged}`).expect(403);
    const [adminRow] = await sql(
      'select c.firebase_uid from users u left join credentials c on c.user_id = u.id where u.id = ?',
      [admin.user.id],
    );
    expect(adminRow.firebase_uid).toBeNull();
  });

  it('refuses an unsigned token naming a uid the emulator does not know', async () => {
    const { idToken } = await emulator.signUp(`${unique('ghost')}@example.com`, 'emulated secret 7');
    const ghost = withClaims(idToken, { sub: 'no-such-user-anywhere', user_id: 'no-such-user-anywhere' });
    expect((await profile(ghost).expect(401)).body.code).toBe('INVALID_IDENTITY_TOKEN');
    await request(t.http).get('/api/users/me').set('Authorization', `Bearer ${ghost}`).expect(401);
  });

  describe('identity-provider claims are input', () => {
    const projectPath = () => `projects/${process.env.TEST_FIREBASE_PROJECT_ID ?? 'demo-devpath-test'}`;

    it('an email this site cannot store (over 254 characters) is a 400 with a code, and stores nothing', async () => {
      const email = `${'a'.repeat(60)}.${'b'.repeat(60)}.${unique('long')}@${'c'.repeat(60)}.${'d'.repeat(60)}.example.com`;
      expect(email.length).toBeGreaterThan(254);
      const { idToken } = await emulator.signUp(email, 'long secret 12', true);
      const res = await profile(idToken).expect(400);
      expect(res.body.code).toBe('EMAIL_INVALID');
      const [row] = await sql('select count(*)::int as n from users where email_normalized = ?', [email.slice(0, 254)]);
      expect(row.n).toBe(0);
    });

    it('a display name with NUL and control characters is cleaned, an unusable picture dropped', async () => {
      const email = `${unique('odd')}@example.com`;
      const { uid } = await emulator.signUp(email, 'odd secret 13', true);
      await emulator.call(
        `${projectPath()}/accounts:update`,
        {
          localId: uid,
          displayName: `Nul\u0000 Name\u0007 ${'n'.repeat(300)}`,
          photoUrl: `https://example.com/${'p'.repeat(3000)}.png`,
        },
        true,
      );
      const signedIn = await emulator.call('accounts:signInWithPassword', {
        email,
        password: 'odd secret 13',
        returnSecureToken: true,
      });
      const res = await profile(signedIn.idToken as string).expect(200);
      expect(res.body.fullName).toMatch(/^Nul Name n+$/);
      expect(res.body.fullName.length).toBeLessThanOrEqual(100);
      expect(res.body.profilePicUrl).toBeNull();
    });

    it('a picture that is not https is dropped', async () => {
      const email = `${unique('pic')}@example.com`;
      const { uid } = await emulator.signUp(email, 'pic secret 14', true);
      await emulator.call(
        `${projectPath()}/accounts:update`,
        { localId: uid, displayName: 'Pat Picture', photoUrl: 'javascript:alert(1)' },
        true,
      );
      const signedIn = await emulator.call('accounts:signInWithPassword', {
        email,
        password: 'pic secret 14',
        returnSecureToken: true,
      });
      const res = await profile(signedIn.idToken as string).expect(200);
      expect(res.body).toMatchObject({ fullName: 'Pat Picture', profilePicUrl: null });
    });
  });

  it('lets the browser reach and frame the emulator (CSP), which production never allows', async () => {
    // Pages (the SPA, Swagger UI) share one CSP; the API's own forbids everything.
    const csp = (await request(t.http).get('/api/docs').expect(200)).headers['content-security-policy'];
    const origin = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${origin.replace(/[.:/]/g, '\\$&')}`));
    expect(csp).toMatch(new RegExp(`frame-src [^;]*${origin.replace(/[.:/]/g, '\\$&')}`));
  });

  it('publishes the web config the SPA needs, with the emulator URL', async () => {
    const res = await request(t.http).get('/api/auth/config').expect(200);
    expect(res.body).toMatchObject({
      passwordSignIn: true,
      firebase: { projectId: 'demo-devpath-test', emulatorUrl: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}` },
    });
  });
});
