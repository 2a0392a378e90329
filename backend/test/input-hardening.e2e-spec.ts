/**
 * Issue 10, item 5 (every 5xx from input closes at one place) and item 6's id parsing: each
 * input that answered 500 (or reached a handler it should not have) is a 4xx with a code, and
 * changes nothing stored.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { LoginRequest } from '../src/modules/auth/infrastructure/http/dto/auth.dto.js';
import type { ApiError } from '../src/platform/http/api-error.js';
import { createValidationPipe } from '../src/platform/http/validation.js';
import { csrfAgent, registerAndLogin, startTestApp, unique, type SignedIn, type TestApp } from './support/test-app.js';

const ERROR_KEYS = ['code', 'message', 'requestId', 'statusCode'];

function expectError(res: request.Response, statusCode: number, code: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status: statusCode, code });
  expect(
    Object.keys(res.body)
      .filter((k) => k !== 'details')
      .sort(),
  ).toEqual(ERROR_KEYS);
}

/** `{"a":[[[…]]]}`: `levels` levels of nesting in about 2 bytes each (5,000 levels: 10 kB). */
const deepJson = (levels: number) => `{"a":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;

describe('input hardening', () => {
  let t: TestApp;
  let orm: MikroORM;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  let admin: SignedIn;
  let address = 0;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().execute<T[]>(query, params);
  /** Each call from its own address, so the sign-in throttle never answers instead. */
  const call = (method: 'get' | 'post' | 'put' | 'patch', url: string, who?: SignedIn) => {
    let req = csrf.agent[method](url).set(
      'X-Forwarded-For',
      `10.77.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`,
    );
    if (method !== 'get') req = req.set('X-CSRF-Token', csrf.token);
    return who ? req.set('Authorization', `Bearer ${who.token}`) : req;
  };
  const sendRaw = (method: 'post' | 'put' | 'patch', url: string, raw: string, who?: SignedIn) =>
    call(method, url, who).set('Content-Type', 'application/json').send(raw);
  const usersChecksum = async () =>
    (await sql<{ s: string }>("select md5(coalesce(string_agg(u::text, ',' order by u.id), '')) as s from users u"))[0]
      .s;

  beforeAll(async () => {
    t = await startTestApp();
    orm = t.app.get(MikroORM);
    csrf = await csrfAgent(t.http);
    admin = await registerAndLogin(t.http);
    await sql('update users set role = ? where id = ?', ['admin', admin.user.id]);
  });
  afterAll(() => t.close());

  describe('NUL bytes and lone surrogates (400 INVALID_CHARACTERS before any handler)', () => {
    it('refuses a NUL in a path parameter', async () => {
      expectError(await call('get', '/api/profiles/%00'), 400, 'INVALID_CHARACTERS');
      expectError(await call('get', '/api/profiles/a%00b'), 400, 'INVALID_CHARACTERS');
      expectError(await call('get', '/api/users/handles/%00/availability'), 400, 'INVALID_CHARACTERS');
    });

    it('refuses a NUL in the query string', async () => {
      expectError(await call('get', '/api/admin/users?q=%00', admin), 400, 'INVALID_CHARACTERS');
      expectError(await call('get', '/api/admin/users?q=a&%00=1', admin), 400, 'INVALID_CHARACTERS');
    });

    it('refuses malformed percent-encoding and encoded surrogates in the path and the query (400 MALFORMED_URL)', async () => {
      for (const url of [
        '/api/profiles/%E0%A4%A',
        '/api/profiles/%ED%A0%80',
        '/api/profiles/100%',
        '/api/admin/users?q=%E0%A4%A',
        '/api/admin/users?q=%ED%A0%80',
        '/api/admin/users?q=%zz',
      ]) {
        expectError(await call('get', url, admin), 400, 'MALFORMED_URL');
      }
    });

    it('still answers well-formed encoded paths and queries as before', async () => {
      expect((await call('get', `/api/profiles/${encodeURIComponent('no such é')}`)).status).toBe(404);
      expect((await call('get', `/api/admin/users?q=${encodeURIComponent('ü 🚀 +%')}`, admin)).status).toBe(200);
    });

    it('refuses a NUL in the sign-in username', async () => {
      expectError(
        await call('post', '/api/users/login').send({ username: 'a\u0000', password: 'whatever it is' }),
        400,
        'INVALID_CHARACTERS',
      );
    });

    it('refuses a NUL in the full name at registration and creates no account', async () => {
      const username = unique('nul');
      const res = await call('post', '/api/users/register').send({
        username,
        email: `${username}@example.com`,
        password: 'a sturdy passphrase 42',
        fullName: 'Ada\u0000',
      });
      expectError(res, 400, 'INVALID_CHARACTERS');
      expect(res.body.details).toEqual([{ field: 'fullName', problems: [expect.stringContaining('fullName')] }]);
      expect(await sql('select id from users where username = ?', [username])).toEqual([]);
    });

    it.each(['fullName', 'bio', 'profilePicUrl'])(
      'refuses a NUL in %s of my profile and changes nothing',
      async (field) => {
        const me = await registerAndLogin(t.http);
        const before = await usersChecksum();
        const value = field === 'profilePicUrl' ? 'https://example.com/a\u0000.png' : 'Ada\u0000Lovelace';
        expectError(await call('patch', '/api/users/me', me).send({ [field]: value }), 400, 'INVALID_CHARACTERS');
        expect(await usersChecksum()).toBe(before);
      },
    );

    it('refuses a NUL when an owner edits a profile by handle', async () => {
      const me = await registerAndLogin(t.http);
      const handle = unique('h');
      await call('put', '/api/users/me/handle', me).send({ handle }).expect(200);
      const before = await usersChecksum();
      expectError(
        await call('patch', `/api/profiles/${handle}`, me).send({ bio: 'x\u0000' }),
        400,
        'INVALID_CHARACTERS',
      );
      expect(await usersChecksum()).toBe(before);
    });

    it('refuses lone surrogates and NULs anywhere in a body, keys included, at any depth', async () => {
      const me = await registerAndLogin(t.http);
      const before = await usersChecksum();
      for (const raw of [
        '{"fullName":"Ada \\ud800"}',
        '{"fullName":"Ada \\udc00 Lovelace"}',
        '{"fullName":"\\ude00\\ud83d"}',
        '{"full\\u0000Name":"Ada"}',
        '{"privacy":{"show\\ud800":true}}',
        '{"privacy":{"showName":[["\\u0000"]]}}',
      ]) {
        expectError(
          await sendRaw('patch', raw.includes('privacy') ? '/api/users/me/settings' : '/api/users/me', raw, me),
          400,
          'INVALID_CHARACTERS',
        );
      }
      expect(await usersChecksum()).toBe(before);
    });

    it('refuses a NUL in a form-encoded body too', async () => {
      const res = await call('post', '/api/users/login').type('form').send('username=a%00&password=secret');
      expectError(res, 400, 'INVALID_CHARACTERS');
    });

    it('accepts well-formed surrogate pairs (emoji) and other characters', async () => {
      const me = await registerAndLogin(t.http);
      const res = await call('patch', '/api/users/me', me)
        .send({ fullName: 'Ada 🚀 Lovelace – ü', bio: 'tab\tand\nnewline' })
        .expect(200);
      expect(res.body).toMatchObject({ fullName: 'Ada 🚀 Lovelace – ü', bio: 'tab\tand\nnewline' });
    });
  });

  describe('deeply nested bodies (400 BODY_TOO_DEEP before any object becomes a class)', () => {
    const bodyRoutes: ['post' | 'put' | 'patch', (who: SignedIn, handle: string) => string][] = [
      ['post', () => '/api/users/register'],
      ['post', () => '/api/users/login'],
      ['patch', () => '/api/users/me'],
      ['patch', () => '/api/users/me/settings'],
      ['put', () => '/api/users/me/handle'],
      ['patch', (_who, handle) => `/api/profiles/${handle}`],
      ['patch', (who) => `/api/admin/users/${who.user.id}/role`],
      ['post', () => '/api/users/me/password'],
      ['post', () => '/api/users/me/deletion'],
      ['post', () => '/api/update-user-activity'],
    ];

    it('refuses a body nested 5,000 levels (10 kB) on every endpoint with a body, and stores nothing', async () => {
      const me = await registerAndLogin(t.http);
      await sql('update users set role = ? where id = ?', ['admin', me.user.id]);
      const handle = unique('h');
      await call('put', '/api/users/me/handle', me).send({ handle }).expect(200);
      const target = await registerAndLogin(t.http);
      const before = await usersChecksum();
      for (const [method, path] of bodyRoutes) {
        const url = path(target, handle);
        const res = await sendRaw(method, url, deepJson(5_000), me);
        expect({ url, status: res.status, code: res.body.code }).toEqual({ url, status: 400, code: 'BODY_TOO_DEEP' });
      }
      expect(await usersChecksum()).toBe(before);
    });

    it('refuses 33 levels and lets 32 reach validation', async () => {
      const me = await registerAndLogin(t.http);
      expectError(await sendRaw('patch', '/api/users/me', deepJson(33), me), 400, 'BODY_TOO_DEEP');
      expectError(await sendRaw('patch', '/api/users/me', deepJson(32), me), 400, 'VALIDATION_FAILED');
      expectError(await sendRaw('patch', '/api/users/me', `{"privacy":${deepJson(31)}}`, me), 400, 'VALIDATION_FAILED');
      expectError(await sendRaw('patch', '/api/users/me', `{"privacy":${deepJson(32)}}`, me), 400, 'BODY_TOO_DEEP');
    });
  });

  describe('one validation path for every body', () => {
    it('answers "constructor" inside a sign-in body with 400, not "targetType is not a constructor"', async () => {
      const res = await sendRaw(
        'post',
        '/api/users/login',
        '{"username":"someone","password":"whatever it is","x":{"constructor":1}}',
      );
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.details).toEqual([
        { field: 'x.constructor', problems: ['property constructor should not exist'] },
      ]);
    });

    it.each(['__proto__', 'constructor', 'prototype'])(
      'refuses a %s key anywhere in a body and changes nothing',
      async (key) => {
        const me = await registerAndLogin(t.http);
        const before = await usersChecksum();
        const top = await sendRaw('patch', '/api/users/me', `{"fullName":"Changed","${key}":{"role":"admin"}}`, me);
        expectError(top, 400, 'VALIDATION_FAILED');
        expect(top.body.details).toEqual([{ field: key, problems: [`property ${key} should not exist`] }]);
        expectError(
          await sendRaw('patch', '/api/users/me/settings', `{"privacy":{"${key}":{"showName":false}}}`, me),
          400,
          'VALIDATION_FAILED',
        );
        expectError(
          await sendRaw('post', '/api/users/login', `{"username":"a","password":"b","${key}":{"x":1}}`),
          400,
          'VALIDATION_FAILED',
        );
        expect(await usersChecksum()).toBe(before);
        expect((await call('get', '/api/users/me', me).expect(200)).body).toMatchObject({
          role: 'user',
          fullName: null,
        });
      },
    );

    it('gives the sign-in body the very answers of the global validation pipe', async () => {
      const pipe = createValidationPipe();
      const answerOfPipe = async (raw: string) => {
        try {
          await pipe.transform(JSON.parse(raw), { type: 'body', metatype: LoginRequest, data: undefined });
          return undefined;
        } catch (error) {
          return { statusCode: (error as ApiError).getStatus(), ...((error as ApiError).getResponse() as object) };
        }
      };
      for (const raw of [
        '[]',
        '[{"username":"a","password":"b"}]',
        '{"username":12,"password":"b"}',
        '{"username":"","password":"b"}',
        '{"password":"b"}',
        '{"username":"a","password":"b","isAdmin":true}',
        '{"username":"a","password":"b","x":{"y":1}}',
      ]) {
        const res = await sendRaw('post', '/api/users/login', raw);
        const { requestId: _requestId, ...answer } = res.body;
        expect({ raw, answer }).toEqual({ raw, answer: await answerOfPipe(raw) });
      }
      for (const raw of ['"text"', '12', 'null', 'true'])
        expectError(await sendRaw('post', '/api/users/login', raw), 400, 'MALFORMED_JSON');
    });
  });

  describe('ids and numbers in the path and the query (item 6)', () => {
    it('changes a role only through the canonical decimal id', async () => {
      const target = await registerAndLogin(t.http);
      const id = target.user.id;
      const before = await usersChecksum();
      const literal = [
        '0x10',
        '1e3',
        '%201',
        '01',
        '+1',
        '1.0',
        '-1',
        '0',
        '2147483648',
        '1%20',
        '0b1',
        '1_0',
        '%EF%BC%91',
      ];
      const ofTarget = [`0x${id.toString(16)}`, `0${id}`, `${id}.0`, `+${id}`, `%20${id}`, `${id}e0`, `${id / 10}e1`];
      for (const bad of [...literal, ...ofTarget]) {
        const res = await call('patch', `/api/admin/users/${bad}/role`, admin).send({ role: 'moderator' });
        expect({ bad, status: res.status, code: res.body.code }).toEqual({
          bad,
          status: 400,
          code: 'VALIDATION_FAILED',
        });
      }
      expect(await usersChecksum()).toBe(before);
      expect(
        (await call('patch', `/api/admin/users/${id}/role`, admin).send({ role: 'moderator' }).expect(200)).body.role,
      ).toBe('moderator');
      expectError(
        await call('patch', '/api/admin/users/2147483647/role', admin).send({ role: 'user' }),
        404,
        'USER_NOT_FOUND',
      );
    });

    it('reads page and pageSize only from canonical decimal integers', async () => {
      for (const query of [
        'page=0x10',
        'page=1e1',
        'page=01',
        'page=%201',
        'page=+2',
        'page=2.0',
        'pageSize=0x10',
        'pageSize=1e1',
        'page=',
        'page=1&page=2',
      ]) {
        const res = await call('get', `/api/admin/users?${query}`, admin);
        expect({ query, status: res.status, code: res.body.code }).toEqual({
          query,
          status: 400,
          code: 'VALIDATION_FAILED',
        });
      }
      const page = await call('get', '/api/admin/users?page=2&pageSize=1', admin).expect(200);
      expect(page.body).toMatchObject({ page: 2, pageSize: 1 });
    });
  });
});
