import { hash } from '@node-rs/argon2';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import request from 'supertest';
import { createOrmConfig } from '../src/platform/database/orm-config.js';
import { composition } from '../src/modules.js';
import { ARGON2_OPTIONS } from '../src/modules/auth/infrastructure/security/argon2-password-hasher.js';
import { csrfAgent, startTestApp, testDatabaseUrl, type TestApp } from './support/test-app.js';

/**
 * Issue 11: password hashes and Firebase uids moved out of `users` into auth's `credentials`.
 * On a database of its own, migrated to just before the move and filled with accounts with a
 * password, a provider uid, both or neither, the move loses nothing, signing in with the old
 * password works through the real app, /me shows the same sign-in fields, and the way back
 * restores both columns and the uid's uniqueness.
 */
describe('moving credentials out of users (Migration20261124110000)', () => {
  const BEFORE = 'Migration20261124020000';
  const name = `devpath_credentials_move_${process.pid}_${Date.now().toString(36)}`;
  const serverUrl = new URL(testDatabaseUrl());
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  let orm: MikroORM;
  let t: TestApp | undefined;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const rows = <T>(sql: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(sql, params);

  beforeAll(async () => {
    await admin(`create database "${name}"`);
    orm = await MikroORM.init({
      ...createOrmConfig({ databaseUrl: url.toString(), schema: composition, poolMax: 2 }),
      logger: () => undefined,
    });
    await orm.migrator.up({ to: BEFORE });
  });
  afterAll(async () => {
    await t?.close();
    await orm?.close();
    await admin(`drop database if exists "${name}" with (force)`);
  });

  const password = 'an old sturdy passphrase 7';
  let passwordHash: string;
  // username, has a password, Firebase uid, source
  const accounts = [
    ['ada_password', true, null, 'local'],
    ['grace_both', true, 'firebase-uid-grace', 'google'],
    ['linus_uid', false, 'firebase-uid-linus', 'firebase'],
    ['nobody_none', false, null, 'local'],
  ] as const;

  it('moves every password hash and Firebase uid, and drops both columns from users', async () => {
    passwordHash = await hash(password, ARGON2_OPTIONS);
    for (const [username, hasPassword, uid, source] of accounts) {
      await rows(
        `insert into users (username, username_normalized, email, email_normalized, password_hash, firebase_uid, source, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, now(), now())`,
        [
          username,
          username,
          `${username}@example.com`,
          `${username}@example.com`,
          hasPassword ? passwordHash : null,
          uid,
          source,
        ],
      );
    }
    await orm.migrator.up();

    const moved = await rows<Record<string, unknown>>(
      `select u.username, c.password_hash, c.firebase_uid from credentials c join users u on u.id = c.user_id order by u.username`,
    );
    expect(moved).toEqual([
      { username: 'ada_password', password_hash: passwordHash, firebase_uid: null },
      { username: 'grace_both', password_hash: passwordHash, firebase_uid: 'firebase-uid-grace' },
      { username: 'linus_uid', password_hash: null, firebase_uid: 'firebase-uid-linus' },
    ]);
    const columns = (
      await rows<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = 'users'`,
      )
    ).map((c) => c.column_name);
    expect(columns).not.toContain('password_hash');
    expect(columns).not.toContain('firebase_uid');
    expect(columns).toEqual(expect.arrayContaining(['username', 'email', 'source']));
    // The uid stays unique, now in its owner's table.
    const [grace] = await rows<{ id: number }>(`select id from users where username = 'ada_password'`);
    await expect(
      rows(`update credentials set firebase_uid = 'firebase-uid-grace' where user_id = ?`, [grace.id]),
    ).rejects.toThrow(/unique/i);
  });

  it('signs in with the old password through the real app, and /me shows the same sign-in fields', async () => {
    t = await startTestApp({ databaseUrl: url.toString() });
    const { agent, token: csrf } = await csrfAgent(t.http);
    const signIn = (username: string, secret: string) =>
      agent.post('/api/users/login').set('X-CSRF-Token', csrf).send({ username, password: secret });
    const expected = {
      ada_password: { hasPassword: true, firebaseUid: null, source: 'local' },
      grace_both: { hasPassword: true, firebaseUid: 'firebase-uid-grace', source: 'google' },
    } as const;
    for (const [username, fields] of Object.entries(expected)) {
      const res = await signIn(username, password).expect(200);
      expect(res.body.user).toMatchObject({ username, ...fields });
      const me = await request(t.http)
        .get('/api/users/me')
        .set('Authorization', `Bearer ${res.body.token}`)
        .expect(200);
      expect(me.body).toMatchObject({ username, ...fields });
    }
    await signIn('ada_password', 'not the old passphrase').expect(401);
    // No password before the move, none after: the same 401 as any wrong password.
    expect((await signIn('linus_uid', password).expect(401)).body.code).toBe('INVALID_CREDENTIALS');
    expect((await signIn('nobody_none', password).expect(401)).body.code).toBe('INVALID_CREDENTIALS');
    await t.close();
    t = undefined;
  });

  it("the way back restores both columns, their values and the uid's uniqueness", async () => {
    await orm.migrator.down({ to: BEFORE });
    const restored = await rows<Record<string, unknown>>(
      `select username, password_hash, firebase_uid from users order by username`,
    );
    expect(restored).toEqual(
      accounts
        .map(([username, hasPassword, uid]) => ({
          username,
          password_hash: hasPassword ? passwordHash : null,
          firebase_uid: uid,
        }))
        .sort((a, b) => a.username.localeCompare(b.username)),
    );
    const tables = await rows<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_name = 'credentials'`,
    );
    expect(tables[0].n).toBe(0);
    await expect(
      rows(`update users set firebase_uid = 'firebase-uid-grace' where username = 'ada_password'`),
    ).rejects.toThrow(/unique/i);
  });
});
