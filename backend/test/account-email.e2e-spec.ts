import { TEST_CREDENTIAL_SIGNING_KEY } from './support/test-credential-key.js';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { AccountMails } from '../src/modules/auth/application/account-mails.js';
import { startSmtpSink } from './support/smtp-sink.js';
import {
  csrfAgent,
  emulator,
  registerAndLogin,
  startTestApp,
  unique,
  type SignedIn,
  type TestApp,
} from './support/test-app.js';

const APP_URL = 'https://devpath.test/app';
const RESET_REQUESTED = 'If an account uses this email, a reset link is on its way.';

interface OutboxItem {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
  links: string[];
}

describe('accounts by mail: verification, password reset, sign-in methods (issue 10 item 7)', () => {
  let t: TestApp;
  let orm: MikroORM;
  let address = 0;
  /** A fresh client address per call, so the per-address limits of one test do not reach another. */
  const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  /** An unsafe request with the CSRF token (and a bearer token when given). */
  function send(method: 'post' | 'delete', path: string, body?: object, bearer?: string, ip = nextAddress()) {
    let req = csrf.agent[method](path).set('X-CSRF-Token', csrf.token).set('X-Forwarded-For', ip);
    if (bearer) req = req.set('Authorization', `Bearer ${bearer}`);
    return body === undefined ? req : req.send(body);
  }

  async function outbox(to: string): Promise<OutboxItem[]> {
    await t.app.get(AccountMails).settled();
    return (await request(t.http).get('/api/dev/outbox').query({ to }).expect(200)).body.items;
  }

  const tokenOf = (item: OutboxItem, path: string) => {
    const link = item.links.find((l) => l.startsWith(`${APP_URL}${path}?token=`));
    if (!link) throw new Error(`no ${path} link in ${JSON.stringify(item.links)}`);
    return new URL(link).searchParams.get('token')!;
  };

  const sql = (query: string, params: unknown[] = []) => orm.em.fork().execute(query, params);
  const me = (token: string) => request(t.http).get('/api/users/me').set('Authorization', `Bearer ${token}`);
  const methods = (token: string) =>
    request(t.http).get('/api/users/me/sign-in-methods').set('Authorization', `Bearer ${token}`);
  const login = (username: string, password: string) => send('post', '/api/users/login', { username, password });
  const confirmVerification = (token: string) => send('post', '/api/users/email-verification/confirm', { token });
  const requestReset = (email: string, ip?: string) =>
    send('post', '/api/users/password-reset', { email }, undefined, ip);
  const confirmReset = (token: string, newPassword: string) =>
    send('post', '/api/users/password-reset/confirm', { token, newPassword });
  /** Moves the account's tokens of `purpose` back in time (the clock of the database rows, not of the test). */
  /** Registers `username` on another test app (one with its own mail settings). */
  const registerOn = async (app: TestApp, username: string) => {
    const { agent, token } = await csrfAgent(app.http);
    await agent
      .post('/api/users/register')
      .set('X-CSRF-Token', token)
      .set('X-Forwarded-For', nextAddress())
      .send({ username, email: `${username}@example.com`, password: 'a sturdy passphrase 42' })
      .expect(201);
  };
  const ageTokens = (userId: number, purpose: string, setClause: string) =>
    sql(`update one_time_tokens set ${setClause} where user_id = ? and purpose = ?`, [userId, purpose]);

  beforeAll(async () => {
    t = await startTestApp({ env: { APP_URL } });
    orm = t.app.get(MikroORM);
    csrf = await csrfAgent(t.http);
  });
  afterAll(() => t.close());

  describe('email verification', () => {
    it('registration mails a verification link; the link verifies the account once', async () => {
      const learner = await registerAndLogin(t.http);
      expect((await me(learner.token).expect(200)).body.isVerified).toBe(false);

      const [mail, ...others] = await outbox(learner.user.email);
      expect(others).toHaveLength(0);
      expect(mail.subject).toBe('Confirm your email for DevPath');
      const token = tokenOf(mail, '/verify-email');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The link stands on its own line; the HTML twin has it escaped in an anchor.
      expect(mail.text.split('\n')).toContain(`${APP_URL}/verify-email?token=${token}`);
      expect(mail.text).toContain(`Hi ${learner.user.username},`);
      expect(mail.html).toContain(`<a href="${APP_URL}/verify-email?token=${token}">`);
      // Only the hash is stored.
      expect(await sql('select 1 from one_time_tokens where token_hash = ?', [token])).toHaveLength(0);

      expect((await confirmVerification(token).expect(200)).body).toEqual({ message: 'Email verified' });
      expect((await me(learner.token).expect(200)).body.isVerified).toBe(true);
      expect((await methods(learner.token).expect(200)).body).toEqual({
        password: true,
        emailVerified: true,
        email: learner.user.email,
        identity: null,
      });

      expect((await confirmVerification(token).expect(400)).body.code).toBe('VERIFICATION_TOKEN_INVALID');
      expect(
        (await send('post', '/api/users/me/email-verification', undefined, learner.token).expect(409)).body.code,
      ).toBe('EMAIL_ALREADY_VERIFIED');
    });

    it('resends at most once a minute; a new link replaces the previous one', async () => {
      const learner = await registerAndLogin(t.http);
      const resend = () => send('post', '/api/users/me/email-verification', undefined, learner.token);
      expect((await resend().expect(429)).body.code).toBe('VERIFICATION_RECENTLY_SENT');
      expect(await outbox(learner.user.email)).toHaveLength(1);

      await ageTokens(learner.user.id, 'email_verification', `created_at = now() - interval '61 seconds'`);
      expect((await resend().expect(200)).body).toEqual({ message: 'Verification email sent' });
      const [second, first] = await outbox(learner.user.email);
      expect(first).toBeDefined();
      expect((await confirmVerification(tokenOf(first, '/verify-email')).expect(400)).body.code).toBe(
        'VERIFICATION_TOKEN_INVALID',
      );
      await confirmVerification(tokenOf(second, '/verify-email')).expect(200);
      expect((await me(learner.token).expect(200)).body.isVerified).toBe(true);
    });

    it('refuses expired, unknown and garbage tokens, and a link to an email the account no longer has', async () => {
      const expired = await registerAndLogin(t.http);
      await ageTokens(expired.user.id, 'email_verification', `expires_at = now() - interval '1 second'`);
      const [expiredMail] = await outbox(expired.user.email);
      expect((await confirmVerification(tokenOf(expiredMail, '/verify-email')).expect(400)).body.code).toBe(
        'VERIFICATION_TOKEN_INVALID',
      );

      for (const garbage of ['x', 'A'.repeat(43), '../../etc/passwd', '\u{1F600}'.repeat(20)]) {
        expect((await confirmVerification(garbage).expect(400)).body.code).toBe('VERIFICATION_TOKEN_INVALID');
      }

      const moved = await registerAndLogin(t.http);
      const [movedMail] = await outbox(moved.user.email);
      await sql(`update users set email = ?, email_normalized = ? where id = ?`, [
        `${moved.user.username}@elsewhere.test`,
        `${moved.user.username}@elsewhere.test`.toLowerCase(),
        moved.user.id,
      ]);
      expect((await confirmVerification(tokenOf(movedMail, '/verify-email')).expect(400)).body.code).toBe(
        'VERIFICATION_TOKEN_INVALID',
      );
      expect((await me(expired.token).expect(200)).body.isVerified).toBe(false);
      expect((await me(moved.token).expect(200)).body.isVerified).toBe(false);
    });

    it('of parallel confirmations of one link exactly one succeeds', async () => {
      const learner = await registerAndLogin(t.http);
      const token = tokenOf((await outbox(learner.user.email))[0], '/verify-email');
      const answers = await Promise.all(Array.from({ length: 6 }, () => confirmVerification(token)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    });
  });

  describe('password reset', () => {
    it('mails a link that sets a new password once, ends every session and verifies the email', async () => {
      const learner = await registerAndLogin(t.http);
      const otherDevice = (await login(learner.user.username, learner.password).expect(200)).body.token as string;

      expect((await requestReset(learner.user.email.toUpperCase()).expect(200)).body).toEqual({
        message: RESET_REQUESTED,
      });
      const [reset] = (await outbox(learner.user.email)).filter((m) => m.subject === 'Reset your DevPath password');
      const token = tokenOf(reset, '/reset-password');
      expect(reset.text.split('\n')).toContain(`${APP_URL}/reset-password?token=${token}`);

      // The policy is checked before the link is used up.
      expect((await confirmReset(token, 'short').expect(400)).body.code).toBe('PASSWORD_TOO_SHORT');
      expect((await confirmReset(token, learner.user.username).expect(400)).body.code).toBe('PASSWORD_TOO_COMMON');
      expect((await confirmReset(token, 'password123').expect(400)).body.code).toBe('PASSWORD_TOO_COMMON');
      const newPassword = 'a brand new passphrase 7';
      expect((await confirmReset(token, newPassword).expect(200)).body).toEqual({ message: 'Password changed' });

      await me(learner.token).expect(401);
      await me(otherDevice).expect(401);
      expect((await login(learner.user.username, learner.password).expect(401)).body.code).toBe('INVALID_CREDENTIALS');
      const signedIn = await login(learner.user.username, newPassword).expect(200);
      expect(signedIn.body.user.isVerified).toBe(true);

      expect((await confirmReset(token, 'yet another passphrase 8').expect(400)).body.code).toBe('RESET_TOKEN_INVALID');
      await login(learner.user.username, newPassword).expect(200);
    });

    it('answers an unknown email exactly as a known one, and mails nothing', async () => {
      const nobody = `${unique('nobody')}@example.com`;
      const known = await registerAndLogin(t.http);
      const a = await requestReset(nobody).expect(200);
      const b = await requestReset(known.user.email).expect(200);
      expect(a.body).toEqual(b.body);
      expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
      expect(await outbox(nobody)).toHaveLength(0);
      expect((await outbox(known.user.email)).filter((m) => m.subject === 'Reset your DevPath password')).toHaveLength(
        1,
      );
    });

    it('keeps one live link per account: within a minute nothing more is sent, later a new link replaces the old', async () => {
      const learner = await registerAndLogin(t.http);
      const resets = async () =>
        (await outbox(learner.user.email)).filter((m) => m.subject === 'Reset your DevPath password');
      await requestReset(learner.user.email).expect(200);
      await requestReset(learner.user.email).expect(200);
      expect(await resets()).toHaveLength(1);

      await ageTokens(learner.user.id, 'password_reset', `created_at = now() - interval '61 seconds'`);
      await requestReset(learner.user.email).expect(200);
      const [second, first] = await resets();
      expect(
        (await confirmReset(tokenOf(first, '/reset-password'), 'first link passphrase 1').expect(400)).body.code,
      ).toBe('RESET_TOKEN_INVALID');
      await confirmReset(tokenOf(second, '/reset-password'), 'second link passphrase 2').expect(200);
    });

    it('refuses an expired link', async () => {
      const learner = await registerAndLogin(t.http);
      await requestReset(learner.user.email).expect(200);
      const [reset] = (await outbox(learner.user.email)).filter((m) => m.subject === 'Reset your DevPath password');
      await ageTokens(learner.user.id, 'password_reset', `expires_at = now() - interval '1 second'`);
      expect(
        (await confirmReset(tokenOf(reset, '/reset-password'), 'too late passphrase 3').expect(400)).body.code,
      ).toBe('RESET_TOKEN_INVALID');
      await login(learner.user.username, learner.password).expect(200);
    });

    it('limits reset requests per client address', async () => {
      const ip = nextAddress();
      for (let i = 0; i < 10; i++) await requestReset(`${unique('flood')}@example.com`, ip).expect(200);
      expect((await requestReset(`${unique('flood')}@example.com`, ip).expect(429)).body.code).toBe('RATE_LIMITED');
      await requestReset(`${unique('flood')}@example.com`).expect(200);
    });

    it('gives an account without a password (Firebase only) a password', async () => {
      const email = `${unique('fbonly')}@example.com`;
      const { idToken } = await emulator.signUp(email, 'emulated secret 9');
      const profile = (
        await request(t.http).get('/api/users/firebase-profile').set('Authorization', `Firebase ${idToken}`).expect(200)
      ).body;
      expect((await methods(idToken).expect(200)).body).toMatchObject({
        password: false,
        identity: { providers: ['password'] },
      });

      await requestReset(email).expect(200);
      const [reset] = (await outbox(email)).filter((m) => m.subject === 'Reset your DevPath password');
      await confirmReset(tokenOf(reset, '/reset-password'), 'devpath own passphrase 4').expect(200);
      const signedIn = await login(profile.username, 'devpath own passphrase 4').expect(200);
      expect((await methods(signedIn.body.token).expect(200)).body).toMatchObject({
        password: true,
        emailVerified: true,
        email,
      });
    });
  });

  describe('sign-in methods', () => {
    it('links a Google identity from settings, then that Google sign-in opens the same account', async () => {
      const learner = await registerAndLogin(t.http);
      const google = await emulator.signInWithGoogle(`${unique('gl')}@gmail.com`, 'Linked Learner');
      const linked = await send('post', '/api/users/me/identity', { idToken: google.idToken }, learner.token).expect(
        200,
      );
      expect(linked.body).toEqual({
        password: true,
        emailVerified: false, // the Google address is not the account's email
        email: learner.user.email,
        identity: { providers: ['google.com'], email: expect.stringMatching(/@gmail\.com$/) },
      });
      expect((await methods(learner.token).expect(200)).body).toEqual(linked.body);
      // Linking the same identity again changes nothing.
      expect(
        (await send('post', '/api/users/me/identity', { idToken: google.idToken }, learner.token).expect(200)).body,
      ).toEqual(linked.body);

      const profile = await request(t.http)
        .get('/api/users/firebase-profile')
        .set('Authorization', `Firebase ${google.idToken}`)
        .expect(200);
      expect(profile.body).toMatchObject({
        id: learner.user.id,
        username: learner.user.username,
        firebaseUid: google.uid,
      });

      // One identity per account: another one needs an unlink first.
      const second = await emulator.signUp(`${unique('second')}@example.com`, 'emulated secret 6');
      expect(
        (await send('post', '/api/users/me/identity', { idToken: second.idToken }, learner.token).expect(409)).body
          .code,
      ).toBe('IDENTITY_ALREADY_LINKED');

      // Another account cannot take it.
      const other = await registerAndLogin(t.http);
      expect(
        (await send('post', '/api/users/me/identity', { idToken: google.idToken }, other.token).expect(409)).body.code,
      ).toBe('IDENTITY_LINKED_ELSEWHERE');
      expect((await methods(other.token).expect(200)).body.identity).toBeNull();
    });

    it('marks the email verified when the linked identity vouches for the same address', async () => {
      const learner = await registerAndLogin(t.http);
      const verified = await emulator.signUp(learner.user.email, 'emulated secret 7', true);
      const res = await send('post', '/api/users/me/identity', { idToken: verified.idToken }, learner.token).expect(
        200,
      );
      expect(res.body).toMatchObject({
        emailVerified: true,
        identity: { providers: ['password'], email: learner.user.email },
      });
    });

    it('unlinks a provider identity when a password remains, never the last method', async () => {
      const learner = await registerAndLogin(t.http);
      const google = await emulator.signInWithGoogle(`${unique('ul')}@gmail.com`, 'Unlinking Learner');
      await send('post', '/api/users/me/identity', { idToken: google.idToken }, learner.token).expect(200);
      const unlinked = await send('delete', '/api/users/me/identity', undefined, learner.token).expect(200);
      expect(unlinked.body).toMatchObject({ password: true, identity: null });
      expect((await me(learner.token).expect(200)).body.firebaseUid).toBeNull();
      expect((await send('delete', '/api/users/me/identity', undefined, learner.token).expect(404)).body.code).toBe(
        'NO_LINKED_IDENTITY',
      );

      // A Google-only account has no other way in.
      const googleOnly = await emulator.signInWithGoogle(`${unique('go')}@gmail.com`, 'Google Only');
      await request(t.http)
        .get('/api/users/firebase-profile')
        .set('Authorization', `Firebase ${googleOnly.idToken}`)
        .expect(200);
      expect(
        (await send('delete', '/api/users/me/identity', undefined, googleOnly.idToken).expect(409)).body.code,
      ).toBe('LAST_SIGN_IN_METHOD');
      expect((await methods(googleOnly.idToken).expect(200)).body).toMatchObject({
        password: false,
        identity: { providers: ['google.com'] },
      });
    });

    it('refuses invalid identity tokens and anonymous callers', async () => {
      const learner = await registerAndLogin(t.http);
      const { idToken } = await emulator.signUp(`${unique('forged')}@example.com`, 'emulated secret 8');
      const [header, payload] = idToken.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, aud: 'someone-else', iss: 'https://securetoken.google.com/someone-else' })).toString('base64url')}.`;
      for (const bad of [forged, 'aaa.bbb.ccc']) {
        expect(
          (await send('post', '/api/users/me/identity', { idToken: bad }, learner.token).expect(401)).body.code,
        ).toBe('INVALID_IDENTITY_TOKEN');
      }
      expect(
        (await send('post', '/api/users/me/identity', { idToken: 'garbage' }, learner.token).expect(400)).body.code,
      ).toBe('VALIDATION_FAILED');
      await send('post', '/api/users/me/identity', { idToken }).expect(401);
      await send('delete', '/api/users/me/identity').expect(401);
      await request(t.http).get('/api/users/me/sign-in-methods').expect(401);
      await send('post', '/api/users/me/email-verification').expect(401);
      expect((await methods(learner.token).expect(200)).body.identity).toBeNull();
    });
  });

  describe('bad input on every new body', () => {
    let learner: SignedIn;
    beforeAll(async () => {
      learner = await registerAndLogin(t.http);
    });

    const bodies: Array<[string, string, object, boolean]> = [
      ['confirm verification', '/api/users/email-verification/confirm', { token: 'x' }, false],
      ['request reset', '/api/users/password-reset', { email: 'someone@example.com' }, false],
      ['confirm reset', '/api/users/password-reset/confirm', { token: 'x', newPassword: 'a fine passphrase 5' }, false],
      ['link identity', '/api/users/me/identity', { idToken: 'a.b.c' }, true],
    ];

    it.each(bodies)(
      '%s: NUL bytes, 10k strings, wrong types, missing and extra fields are 400, and nothing changes',
      async (_name, path, valid, signedIn) => {
        await t.app.get(AccountMails).settled();
        const before = await sql('select count(*)::int as n from one_time_tokens');
        const bearer = signedIn ? learner.token : undefined;
        for (const key of Object.keys(valid)) {
          for (const bad of ['a\u0000b', 'x'.repeat(10_000), 42, null, ['x'], { $ne: 1 }]) {
            const res = await send('post', path, { ...valid, [key]: bad }, bearer);
            expect(res.status).toBe(400);
            expect(typeof res.body.code).toBe('string');
          }
          const { [key]: _dropped, ...missing } = valid as Record<string, unknown>;
          expect((await send('post', path, missing, bearer)).status).toBe(400);
        }
        expect((await send('post', path, { ...valid, isVerified: true }, bearer).expect(400)).body.code).toBe(
          'VALIDATION_FAILED',
        );
        expect(await sql('select count(*)::int as n from one_time_tokens')).toEqual(before);
      },
    );

    it('the outbox filter is checked too', async () => {
      expect(
        (
          await request(t.http)
            .get('/api/dev/outbox')
            .query({ to: 'x'.repeat(10_000) })
            .expect(400)
        ).body.code,
      ).toBe('VALIDATION_FAILED');
      expect((await request(t.http).get('/api/dev/outbox').query({ to: 'a', extra: '1' }).expect(400)).body.code).toBe(
        'VALIDATION_FAILED',
      );
    });
  });

  describe('the development outbox', () => {
    it('lists the newest mails first, at most 50', async () => {
      const first = await registerAndLogin(t.http);
      const second = await registerAndLogin(t.http);
      const all = (await request(t.http).get('/api/dev/outbox').expect(200)).body.items as OutboxItem[];
      expect(all.slice(0, 2).map((m) => m.to)).toEqual([second.user.email, first.user.email]);
      expect(all.length).toBeLessThanOrEqual(50);
      const times = all.map((m) => m.sentAt);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('with SMTP_URL mails go out by SMTP and the outbox is off (404 as an unknown route)', async () => {
      const sink = await startSmtpSink();
      const smtp = await startTestApp({
        env: { SMTP_URL: sink.url, APP_URL, MAIL_FROM: 'DevPath Test <robot@devpath.test>' },
      });
      try {
        const off = await request(smtp.http).get('/api/dev/outbox').expect(404);
        expect(off.body.code).toBe('ROUTE_NOT_FOUND');
        const username = unique('smtp');
        await registerOn(smtp, username);
        expect(sink.received).toHaveLength(1);
        const [mail] = sink.received;
        expect(mail.from).toContain('robot@devpath.test');
        expect(mail.to).toEqual([`<${username}@example.com>`]);
        expect(mail.data).toMatch(/^Subject: Confirm your email for DevPath\r?$/m);
        expect(mail.data).toContain('multipart/alternative');
        // The text part, quoted-printable decoded as far as a link needs it.
        const body = mail.data.replace(/=\r\n/g, '').replace(/=3D/g, '=');
        expect(body).toMatch(/^https:\/\/devpath\.test\/app\/verify-email\?token=[A-Za-z0-9_-]{43}\r?$/m);
      } finally {
        await smtp.close();
        await sink.close();
      }
    });

    it('a mail server that refuses does not fail registration', async () => {
      const sink = await startSmtpSink();
      await sink.close(); // nothing listens on its port any more
      const smtp = await startTestApp({ env: { SMTP_URL: sink.url } });
      try {
        const username = unique('nosmtp');
        await registerOn(smtp, username);
      } finally {
        await smtp.close();
      }
    });

    it('is off in production', async () => {
      const production = await startTestApp({
        env: {
          NODE_ENV: 'production',
          CSRF_SECRET: 'x'.repeat(40),
          CREDENTIAL_SIGNING_KEY: TEST_CREDENTIAL_SIGNING_KEY,
          FIREBASE_AUTH_EMULATOR_HOST: '',
          FIREBASE_PROJECT_ID: '',
        },
      });
      try {
        expect((await request(production.http).get('/api/dev/outbox').expect(404)).body.code).toBe('ROUTE_NOT_FOUND');
      } finally {
        await production.close();
      }
    });
  });
});
