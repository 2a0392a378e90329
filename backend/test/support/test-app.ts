import type { Type } from '@nestjs/common';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { createApp } from '../../src/bootstrap.js';
import { AppConfig } from '../../src/platform/config/app-config.js';
import { loadEnvironment } from '../../src/platform/config/environment.js';

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (global setup provisions it).');
  return url;
}

let outboxDir: string | undefined;
/** The development outbox of this test file's apps: a fresh temporary folder, never the repository's .data/. */
export function testOutboxDir(): string {
  outboxDir ??= mkdtempSync(join(tmpdir(), 'devpath-outbox-'));
  return outboxDir;
}

export function testConfig(
  env: Record<string, string> = {},
  runtime: Partial<{ databaseUrl: string; deploymentId: string }> = {},
): AppConfig {
  const environment = loadEnvironment({
    NODE_ENV: 'test',
    // The Firebase Auth emulator of this run (started by the global setup or by npm test).
    FIREBASE_PROJECT_ID: process.env.TEST_FIREBASE_PROJECT_ID ?? 'demo-devpath-test',
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
    LOG_LEVEL: 'silent',
    SERVE_SPA: 'false',
    SCHEDULER_ENABLED: 'false',
    MIGRATE_ON_START: 'false',
    // Shared by every app instance a test starts (passport strategies are process-wide).
    JWT_SECRET: 'test-only-jwt-secret-not-used-anywhere-else',
    // Each simulated learner comes from its own address (X-Forwarded-For), as real ones do.
    TRUST_PROXY: '1',
    MAIL_OUTBOX_DIR: testOutboxDir(),
    // No judging and no calibration of the problems' time limits (minutes of CPU): the specs
    // that need judged verdicts opt in with judgingEnv, the one that covers calibration too.
    JUDGE_CONCURRENCY: '0',
    JUDGE_CALIBRATE: 'false',
    ...env,
  });
  return new AppConfig(environment, {
    databaseUrl: runtime.databaseUrl ?? testDatabaseUrl(),
    deploymentId: runtime.deploymentId ?? 'test-deployment',
  });
}

/** The environment of a test app that judges practice submissions (as the CPU cores would by default). */
export const judgingEnv = { JUDGE_CONCURRENCY: '2' } as const;

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  close(): Promise<void>;
}

/** The real application (real PostgreSQL, every global pipe, filter, guard and middleware). */
export async function startTestApp(
  options: { env?: Record<string, string>; databaseUrl?: string; deploymentId?: string; modules?: Type[] } = {},
): Promise<TestApp> {
  const config = testConfig(options.env, { databaseUrl: options.databaseUrl, deploymentId: options.deploymentId });
  const app = await createApp(config, options.modules ?? []);
  // Listening once, on a port of its own: supertest reuses a listening server, and it opened and
  // closed a listening socket for every request of a server that was not (a tenth of the
  // API harness's CPU). Tests that need the address (fetch, parallel requests) read http.address().
  await app.listen(0, '127.0.0.1');
  return { app, config, http: app.getHttpServer(), close: () => app.close() };
}

/** A cookie-keeping client that has fetched a CSRF token, for unsafe requests. */
export async function csrfAgent(http: TestApp['http']) {
  const agent = request.agent(http);
  const res = await agent.get('/api/csrf-token').expect(200);
  return { agent, token: res.body.csrfToken as string };
}

let counter = 0;
/** This Jest worker as a letter (a, b, …): the workers share the Firebase Auth emulator. */
const worker = String.fromCharCode(96 + Math.max(1, Number(process.env.JEST_WORKER_ID ?? 1)));
/** A unique suffix for usernames, emails and handles within one run (across its Jest workers too). */
export function unique(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${worker}${counter}`;
}

export interface SignedIn {
  token: string;
  user: { id: number; username: string; email: string; updatedAt: string; role: string };
  password: string;
}

/** Registers a fresh learner and signs in (through the real endpoints). */
export async function registerAndLogin(
  http: TestApp['http'],
  overrides: Partial<{ username: string; email: string; password: string }> = {},
): Promise<SignedIn> {
  const { agent, token: csrf } = await csrfAgent(http);
  const address = `10.${counter % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const username = overrides.username ?? unique('learner');
  const password = overrides.password ?? 'a sturdy passphrase 42';
  const email = overrides.email ?? `${username}@example.com`;
  await agent
    .post('/api/users/register')
    .set('X-CSRF-Token', csrf)
    .set('X-Forwarded-For', address)
    .send({ username, email, password })
    .expect(201);
  const res = await agent
    .post('/api/users/login')
    .set('X-CSRF-Token', csrf)
    .set('X-Forwarded-For', address)
    .send({ username, password })
    .expect(200);
  return { token: res.body.token, user: res.body.user, password };
}

type CsrfClient = Awaited<ReturnType<typeof csrfAgent>>;

/** Requests as `who` (their bearer token); the unsafe ones carry the CSRF token as the SPA's do. */
export function requestsAs(csrf: CsrfClient, who: SignedIn) {
  const bearer = `Bearer ${who.token}`;
  const unsafe = (req: request.Test) => req.set('Authorization', bearer).set('X-CSRF-Token', csrf.token);
  return {
    get: (url: string) => csrf.agent.get(url).set('Authorization', bearer),
    post: (url: string) => unsafe(csrf.agent.post(url)),
    put: (url: string) => unsafe(csrf.agent.put(url)),
    patch: (url: string) => unsafe(csrf.agent.patch(url)),
    delete: (url: string) => unsafe(csrf.agent.delete(url)),
  };
}

/** A fresh signed-in account with `role` (written to the database, as an admin's change would be). */
export async function signedInWithRole(t: TestApp, role: 'user' | 'moderator' | 'admin'): Promise<SignedIn> {
  const who = await registerAndLogin(t.http);
  if (role !== 'user')
    await t.app.get(MikroORM).em.fork().execute('update users set role = ? where id = ?', [role, who.user.id]);
  return who;
}

/** Talks to the Firebase Auth emulator's REST API as the browser SDK would. */
export const emulator = {
  base: () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`,
  async call(path: string, body: object, admin = false): Promise<Record<string, unknown>> {
    const res = await fetch(`${this.base()}/${path}?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(admin ? { authorization: 'Bearer owner' } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`emulator ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  },
  /** Email/password sign-up; with verified=true the email is marked verified and a fresh token returned. */
  async signUp(email: string, password: string, verified = false): Promise<{ idToken: string; uid: string }> {
    const created = await this.call('accounts:signUp', { email, password, returnSecureToken: true });
    if (!verified) return { idToken: created.idToken as string, uid: created.localId as string };
    await this.call(
      `projects/${process.env.TEST_FIREBASE_PROJECT_ID ?? 'demo-devpath-test'}/accounts:update`,
      { localId: created.localId, emailVerified: true },
      true,
    );
    const signedIn = await this.call('accounts:signInWithPassword', { email, password, returnSecureToken: true });
    return { idToken: signedIn.idToken as string, uid: created.localId as string };
  },
  /** Google sign-in through the emulator's IdP endpoint (verified email, as Google gives). */
  async signInWithGoogle(email: string, name: string): Promise<{ idToken: string; uid: string; refreshToken: string }> {
    const claims = JSON.stringify({
      sub: `google-${email}`,
      email,
      email_verified: true,
      name,
      picture: 'https://example.com/avatar.png',
    });
    const res = await this.call('accounts:signInWithIdp', {
      postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    });
    return { idToken: res.idToken as string, uid: res.localId as string, refreshToken: res.refreshToken as string };
  },
  /** A fresh ID token for a refresh token, as the SDK gets one every hour. */
  async refresh(refreshToken: string): Promise<string> {
    const res = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/securetoken.googleapis.com/v1/token?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
      },
    );
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`emulator token refresh: ${res.status} ${JSON.stringify(json)}`);
    return json.id_token as string;
  },
};

/**
 * Retries `check` until it passes or `timeoutMs` has gone by (then its last failure is thrown):
 * for effects that arrive through another connection, such as a change notification.
 */
export async function eventually<T = void>(check: () => Promise<T>, timeoutMs = 5_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
