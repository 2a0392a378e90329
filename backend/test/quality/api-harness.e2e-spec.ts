/**
 * The generic quality harness (issue 4): reads the live OpenAPI document and, for every
 * operation, checks the access rules it declares (x-roles), CSRF on unsafe methods,
 * schema-violating and random inputs (4xx with the error body, never 5xx, nothing stored),
 * and that every successful response matches its documented schema.
 * A new endpoint is covered the day it lands, without a new test.
 * Input no handler may see (issue 10, item 5) is part of it: NUL and lone surrogates in every path
 * parameter, query parameter and string field (and in keys), malformed percent-encoding, deep
 * bodies, prototype keys and ids written any way but the canonical one, each a 400 with its code.
 */
import fc from 'fast-check';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { csrfAgent, registerAndLogin, startTestApp, unique, type SignedIn, type TestApp } from '../support/test-app.js';
import { MAX_BODY_DEPTH } from '../../src/platform/http/input-guard.js';
import { JobRunner } from '../../src/platform/scheduling/job-runner.js';
import {
  exampleOf,
  objectPaths,
  placeAt,
  readOperations,
  resolve,
  responseValidators,
  type Operation,
  type Schema,
} from './openapi-model.js';

const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/**
 * The walks over every operation grow with the API (each module adds routes), so their limit is
 * a ceiling against a hang, not a speed target: the suite's own time limit (scripts/test.mjs)
 * is the outer bound. Speed lives in `npm run bench`.
 */
const WALK_TIMEOUT_MS = 10 * 60_000;
const FUZZ_TIMEOUT_MS = WALK_TIMEOUT_MS + FUZZ_RUNS * 250;
const ERROR_KEYS = ['code', 'message', 'requestId', 'statusCode'];
type Role = 'anonymous' | 'user' | 'moderator' | 'admin';

/** The keys no body may have. */
const RESERVED_KEYS = ['__proto__', 'constructor', 'prototype'];
/** Percent-encoded path or query values: NUL, and bytes that are no UTF-8 (a surrogate, a cut sequence, a bare %). */
const NUL_IN_URL = ['%00', 'a%00b'];
const MALFORMED_IN_URL = ['%ED%A0%80', '%E0%A4%A', '%'];
/** Strings with a NUL or an unpaired surrogate (JSON.stringify sends a lone surrogate escaped). */
const BAD_STRINGS = ['ab\u0000c', 'ab\ud800c', 'ab\udc00', '\udc00\ud800'];

/** JSON text of `levels` of alternating objects and arrays around `leaf` (built as text: JSON.stringify overflows the stack). */
function nestedJson(levels: number, leaf = '1'): string {
  const open: string[] = [];
  const close: string[] = [];
  for (let level = 0; level < levels; level++) {
    open.push(level % 2 ? '[' : '{"a":');
    close.push(level % 2 ? ']' : '}');
  }
  return `${open.join('')}${leaf}${close.reverse().join('')}`;
}

/** `body` as JSON with `extra` (raw JSON members, e.g. a "__proto__" key) added last, so they win. */
function jsonWith(body: Record<string, unknown>, extra: string): string {
  const json = JSON.stringify(body);
  return json === '{}' ? `{${extra}}` : `${json.slice(0, -1)},${extra}}`;
}

/**
 * Whether the API must refuse this JSON value before any handler: a string or key with a NUL or
 * an unpaired surrogate, a reserved key, or more than MAX_BODY_DEPTH levels. Found here without
 * the server's code (String.prototype.isWellFormed, plain recursion).
 */
function mustRefuse(value: unknown, depth = 0): boolean {
  const badText = (text: string) =>
    text.includes('\u0000') || !(text as string & { isWellFormed(): boolean }).isWellFormed();
  if (typeof value === 'string') return badText(value);
  if (value === null || typeof value !== 'object') return false;
  if (depth + 1 > MAX_BODY_DEPTH) return true;
  return Object.entries(value).some(
    ([key, item]) => badText(key) || RESERVED_KEYS.includes(key) || mustRefuse(item, depth + 1),
  );
}

describe('API quality harness (from the live OpenAPI document)', () => {
  let t: TestApp;
  let orm: MikroORM;
  let doc: Schema;
  let operations: Operation[];
  let validateResponse: ReturnType<typeof responseValidators>;
  let csrf: Awaited<ReturnType<typeof csrfAgent>>;
  const schemaViolations: string[] = [];
  let ipCounter = 0;

  beforeAll(async () => {
    t = await startTestApp();
    orm = t.app.get(MikroORM);
    doc = (await request(t.http).get('/api/docs-json').expect(200)).body;
    operations = readOperations(doc);
    validateResponse = responseValidators(doc);
    csrf = await csrfAgent(t.http);
    // The harness must not run the link check: it requests every external link of the shipped
    // content (650, off this machine; 130 of the harness's 200 s here). A finished run just now
    // puts runLinkCheck in its cooldown, so its callers get 429 LINK_CHECK_TOO_SOON past the role
    // checks; link-check.e2e-spec runs the check itself against a local server.
    await t.app.get(JobRunner).runOnce('link-check', new Date(), async () => undefined);
  });
  afterAll(() => t.close());

  async function principal(role: Exclude<Role, 'anonymous'>): Promise<SignedIn & { handle: string }> {
    const who = await registerAndLogin(t.http);
    const handle = unique('h');
    await orm.em.fork().execute('update users set role = ?, handle = ? where id = ?', [role, handle, who.user.id]);
    return { ...who, handle };
  }

  function fillPath(op: Operation, owner?: { user: { id: number }; handle: string }): string {
    return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      if (name === 'handle') return owner?.handle ?? 'some-handle';
      if (name === 'id') return String(owner?.user.id ?? 1);
      return 'x';
    });
  }

  function send(
    op: Operation,
    options: { token?: string; body?: unknown; raw?: string; path?: string; withCsrf?: boolean; query?: string } = {},
  ) {
    const url = `${options.path ?? fillPath(op)}${options.query ?? ''}`;
    let req = csrf.agent[op.method](url).set(
      'X-Forwarded-For',
      `10.99.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`,
    );
    if (options.withCsrf !== false && op.method !== 'get') req = req.set('X-CSRF-Token', csrf.token);
    if (options.token) req = req.set('Authorization', `Bearer ${options.token}`);
    const raw = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    return raw === undefined ? req : req.set('Content-Type', 'application/json').send(raw);
  }

  function checkResponse(op: Operation, res: request.Response, context: string) {
    expect({ context, status: res.status < 500 }).toEqual({ context, status: true });
    if (res.status >= 400) {
      expect(
        Object.keys(res.body)
          .filter((k) => k !== 'details')
          .sort(),
      ).toEqual(ERROR_KEYS);
      expect(res.body.statusCode).toBe(res.status);
      expect(JSON.stringify(res.body)).not.toMatch(/\bat .+\.(ts|js):\d+/);
    } else if (res.headers['content-type']?.includes('json')) {
      const schema = op.responses[String(res.status)] ?? op.responses.default;
      if (!schema) schemaViolations.push(`${op.operationId} ${res.status}: no documented schema for this status`);
      else
        for (const problem of validateResponse(schema, res.body))
          schemaViolations.push(`${op.operationId} ${res.status}: ${problem}`);
    }
  }

  async function snapshot(): Promise<string> {
    const [row] = await orm.em.fork().execute<{ s: string }[]>(
      `select concat_ws('|',
         (select md5(coalesce(string_agg(u::text, ',' order by u.id), '')) from users u),
         (select count(*) from sessions), (select count(*) from seed_history), (select count(*) from job_run)) as s`,
    );
    return row.s;
  }

  const allowedRole = (op: Operation): Exclude<Role, 'anonymous'> =>
    op.roles.includes('user') || op.roles.includes('public')
      ? 'user'
      : op.roles.includes('moderator')
        ? 'moderator'
        : 'admin';

  it('has a response validator that refuses undocumented fields, wrong types and missing fields', () => {
    const getMe = operations.find((o) => o.operationId === 'getMe')!;
    const schema = getMe.responses['200']!;
    const valid = exampleOf(doc, schema);
    expect(validateResponse(schema, { totalXpEarned: 1, daysStreak: 2, completedModules: [] })).not.toEqual([]);
    const stats = operations.find((o) => o.operationId === 'getStats')!.responses['200']!;
    expect(validateResponse(stats, { totalXpEarned: 1, daysStreak: 2, completedModules: ['a'] })).toEqual([]);
    expect(validateResponse(stats, { totalXpEarned: 1, daysStreak: 2, completedModules: [], secret: 'x' })).not.toEqual(
      [],
    );
    expect(validateResponse(stats, { totalXpEarned: '1', daysStreak: 2, completedModules: [] })).not.toEqual([]);
    expect(valid).toBeDefined();
    // A nullable object made of a referenced schema: closed by that schema, null allowed.
    const problems = operations.find((o) => o.operationId === 'listProblems')!.responses['200']!;
    const list = { items: [], total: 0, page: 1, pageSize: 20, tags: [] };
    expect(validateResponse(problems, { ...list, solved: { easy: 1, medium: 0, hard: 0 } })).toEqual([]);
    expect(validateResponse(problems, { ...list, solved: null })).toEqual([]);
    expect(validateResponse(problems, { ...list, solved: { easy: 1, medium: 0, hard: 0, secret: 1 } })).not.toEqual([]);
  });

  it('declares who may call every operation (x-roles)', () => {
    expect(operations.length).toBeGreaterThan(10);
    for (const op of operations) {
      expect({ op: op.operationId, roles: op.roles.length > 0 }).toEqual({ op: op.operationId, roles: true });
    }
  });

  it(
    'enforces the declared roles for anonymous, learner, moderator and admin callers',
    async () => {
      // One caller per role, replaced only when an operation ended its session or changed its role
      // (signing up costs an argon2id hash: one per role and operation no longer fits the time).
      const callers: Record<Role, (SignedIn & { handle: string }) | undefined> = {
        anonymous: undefined,
        user: await principal('user'),
        moderator: await principal('moderator'),
        admin: await principal('admin'),
      };
      const stillAs = async (who: SignedIn, role: Role) => {
        const me = await request(t.http).get('/api/users/me').set('Authorization', `Bearer ${who.token}`);
        return me.status === 200 && me.body.role === role;
      };
      for (const op of operations) {
        for (const role of ['user', 'moderator', 'admin'] as const) {
          if (!(await stillAs(callers[role]!, role))) callers[role] = await principal(role);
        }
        for (const [role, who] of Object.entries(callers) as [Role, SignedIn & { handle: string }][]) {
          const res = await send(op, { token: who?.token, body: exampleOf(doc, op.body), path: fillPath(op, who) });
          checkResponse(op, res, `${op.operationId} as ${role}`);
          const label = { op: op.operationId, role, status: res.status, code: res.body?.code };
          const isPublic = op.roles.includes('public');
          if (!isPublic && role === 'anonymous') expect(label).toMatchObject({ status: 401 });
          else if (!isPublic && !op.roles.includes(role))
            expect(label).toMatchObject({ status: 403, code: 'FORBIDDEN' });
          else expect(['UNAUTHORIZED', 'SESSION_ENDED', 'FORBIDDEN']).not.toContain(label.code);
        }
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "never lets one learner write another learner's objects",
    async () => {
      for (const op of operations.filter(
        (o) => o.method !== 'get' && o.pathParams.length > 0 && o.roles.includes('user'),
      )) {
        const owner = await principal('user');
        const intruder = await principal('user');
        const before = await snapshot();
        const res = await send(op, { token: intruder.token, body: exampleOf(doc, op.body), path: fillPath(op, owner) });
        expect({ op: op.operationId, status: [403, 404].includes(res.status) }).toEqual({
          op: op.operationId,
          status: true,
        });
        expect(await snapshot()).toBe(before);
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'refuses every unsafe operation without the CSRF header (403 CSRF_INVALID)',
    async () => {
      const admin = await principal('admin');
      for (const op of operations.filter((o) => o.method !== 'get')) {
        const res = await send(op, {
          token: admin.token,
          body: exampleOf(doc, op.body),
          withCsrf: false,
          path: fillPath(op, admin),
        });
        if (op.signedCallback) {
          // Server-to-server callbacks (x-signed-callback) carry their sender's signature instead:
          // without one they are refused all the same.
          const refusal = `${res.status} ${res.body.code}`;
          expect({ op: op.operationId, refusal }).toEqual({
            op: op.operationId,
            refusal: expect.stringMatching(/^(400 WEBHOOK_SIGNATURE_INVALID|404 PROVIDER_NOT_CONFIGURED)$/),
          });
          continue;
        }
        expect({ op: op.operationId, status: res.status, code: res.body.code }).toEqual({
          op: op.operationId,
          status: 403,
          code: 'CSRF_INVALID',
        });
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'answers schema-violating input with 4xx and the error body, and stores nothing',
    async () => {
      for (const op of operations) {
        const who = await principal(allowedRole(op));
        const path = fillPath(op, who);
        // `violates`: the value breaks the documented schema, so a 4xx is required; otherwise
        // (odd but valid strings) any answer below 500 with the right body will do.
        // `code`: the request must be a 400 with this code.
        const attempts: {
          label: string;
          body?: unknown;
          raw?: string;
          path?: string;
          query?: string;
          violates?: boolean;
          code?: string;
        }[] = [];
        for (const param of op.pathParams) {
          const numeric = ['integer', 'number'].includes(param.schema.type);
          const withParam = (raw: string) => op.path.replace(`{${param.name}}`, raw);
          for (const bad of ['0', '-1', '99999999999999999999', 'abc', '%00', 'x'.repeat(300), "1' or '1'='1"]) {
            attempts.push({
              label: `path ${param.name}=${bad.slice(0, 12)}`,
              path: withParam(encodeURIComponent(bad)),
              violates: numeric,
            });
          }
          for (const raw of NUL_IN_URL)
            attempts.push({
              label: `path ${param.name}=${raw} (raw)`,
              path: withParam(raw),
              code: 'INVALID_CHARACTERS',
            });
          for (const raw of MALFORMED_IN_URL)
            attempts.push({ label: `path ${param.name}=${raw} (raw)`, path: withParam(raw), code: 'MALFORMED_URL' });
          if (numeric) {
            // Ids written any way but the canonical one, including the caller's own id.
            const id = who.user.id;
            for (const bad of [
              '0x10',
              '1e3',
              '%201',
              '1%20',
              '01',
              '+1',
              '1.0',
              '2147483648',
              `0x${id.toString(16)}`,
              `0${id}`,
              `${id}.0`,
              `+${id}`,
              `%20${id}`,
              `${id}e0`,
            ]) {
              attempts.push({ label: `path ${param.name}=${bad}`, path: withParam(bad), code: 'VALIDATION_FAILED' });
            }
          }
        }
        for (const param of op.queryParams) {
          const numeric = ['integer', 'number'].includes(param.schema.type);
          for (const bad of ['-5', 'abc', '1.5', 'x'.repeat(5000)]) {
            attempts.push({
              label: `query ${param.name}=${bad.slice(0, 8)}`,
              query: `?${param.name}=${bad}`,
              violates: numeric || !!param.schema.enum,
            });
          }
          for (const raw of NUL_IN_URL)
            attempts.push({
              label: `query ${param.name}=${raw}`,
              query: `?${param.name}=${raw}`,
              code: 'INVALID_CHARACTERS',
            });
          for (const raw of MALFORMED_IN_URL)
            attempts.push({
              label: `query ${param.name}=${raw}`,
              query: `?${param.name}=${raw}`,
              code: 'MALFORMED_URL',
            });
          attempts.push({ label: `query name with NUL`, query: `?${param.name}%00=1`, code: 'INVALID_CHARACTERS' });
          if (numeric) {
            for (const bad of ['0x10', '1e1', '01', '%201', '+1', '1.0'])
              attempts.push({
                label: `query ${param.name}=${bad}`,
                query: `?${param.name}=${bad}`,
                code: 'VALIDATION_FAILED',
              });
          }
        }
        if (op.body) {
          const schema = resolve(doc, op.body);
          const valid = exampleOf(doc, op.body) as Record<string, unknown>;
          attempts.push({ label: 'malformed JSON', raw: '{"unterminated": ' });
          attempts.push({ label: 'JSON array', body: [valid] });
          attempts.push({
            label: 'unknown field',
            body: { ...valid, __proto_pollution: { admin: true }, unexpected: 1 },
          });
          attempts.push({ label: 'JSON 5,000 levels deep', raw: nestedJson(5_000), code: 'BODY_TOO_DEEP' });
          attempts.push({
            label: `JSON ${MAX_BODY_DEPTH + 1} levels deep`,
            raw: nestedJson(MAX_BODY_DEPTH + 1),
            code: 'BODY_TOO_DEEP',
          });
          for (const key of RESERVED_KEYS) {
            attempts.push({
              label: `${key} key`,
              raw: jsonWith(valid, `"${key}":{"role":"admin"}`),
              code: 'VALIDATION_FAILED',
            });
            attempts.push({
              label: `${key} key nested`,
              raw: jsonWith(valid, `"x":{"${key}":1}`),
              code: 'VALIDATION_FAILED',
            });
          }
          attempts.push({ label: 'key with NUL', raw: jsonWith(valid, '"a\\u0000":1'), code: 'INVALID_CHARACTERS' });
          attempts.push({
            label: 'key with a lone surrogate',
            raw: jsonWith(valid, '"a\\ud800":1'),
            code: 'INVALID_CHARACTERS',
          });
          for (const key of schema.required ?? []) {
            const { [key]: _omitted, ...rest } = valid;
            attempts.push({ label: `missing ${key}`, body: rest });
          }
          for (const [key, prop] of Object.entries<Schema>(schema.properties ?? {})) {
            const p = resolve(doc, prop);
            const wrong =
              p.type === 'string'
                ? 12345
                : p.type === 'boolean'
                  ? 'yes'
                  : p.type === 'object'
                    ? 'text'
                    : 'not-a-number';
            attempts.push({ label: `wrong type ${key}`, body: { ...valid, [key]: wrong } });
            attempts.push({ label: `huge ${key}`, body: { ...valid, [key]: 'x'.repeat(100_000) } });
            attempts.push({
              label: `10k-character ${key}`,
              body: { ...valid, [key]: 'x'.repeat(10_000) },
              violates: p.type !== 'string' || (p.maxLength ?? Infinity) < 10_000,
            });
            attempts.push({
              label: `${key} 5,000 levels deep`,
              raw: jsonWith(valid, `${JSON.stringify(key)}:${nestedJson(5_000)}`),
              code: 'BODY_TOO_DEEP',
            });
            if (p.type === 'string') {
              for (const bad of BAD_STRINGS)
                attempts.push({
                  label: `${key}=${JSON.stringify(bad)}`,
                  body: { ...valid, [key]: bad },
                  code: 'INVALID_CHARACTERS',
                });
            }
            if (p.maxLength !== undefined)
              attempts.push({ label: `${key} maxLength+1`, body: { ...valid, [key]: 'a'.repeat(p.maxLength + 1) } });
            if (p.minLength !== undefined && p.minLength > 0)
              attempts.push({ label: `${key} minLength-1`, body: { ...valid, [key]: 'a'.repeat(p.minLength - 1) } });
          }
        }
        for (const attempt of attempts) {
          const before = await snapshot();
          const res = await send(op, {
            token: who.token,
            body: attempt.body,
            raw: attempt.raw,
            path: attempt.path ?? path,
            query: attempt.query,
          });
          checkResponse(op, res, `${op.operationId}: ${attempt.label}`);
          if (attempt.code) {
            expect({ op: op.operationId, attempt: attempt.label, status: res.status, code: res.body.code }).toEqual({
              op: op.operationId,
              attempt: attempt.label,
              status: 400,
              code: attempt.code,
            });
          } else if (attempt.violates !== false) {
            expect({
              op: op.operationId,
              attempt: attempt.label,
              status: res.status >= 400 && res.status < 500,
            }).toEqual({
              op: op.operationId,
              attempt: attempt.label,
              status: true,
            });
          }
          expect({ op: op.operationId, attempt: attempt.label, unchanged: (await snapshot()) === before }).toEqual({
            op: op.operationId,
            attempt: attempt.label,
            unchanged: true,
          });
        }
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'answers an array where the schema expects an object, at any depth, with 400 VALIDATION_FAILED',
    async () => {
      // Issue 24: `"corrections": []` reached the service as an array and answered 500. An array
      // (empty, or holding a valid object) in place of each nested object, of every operation.
      const tried: string[] = [];
      const failures: string[] = [];
      for (const op of operations.filter((o) => o.body)) {
        const who = await principal(allowedRole(op));
        const path = fillPath(op, who);
        const valid = exampleOf(doc, op.body);
        for (const at of objectPaths(doc, op.body)) {
          for (const [kind, leaf] of [
            ['[]', () => []],
            ['[object]', (schema: Schema) => [exampleOf(doc, schema)]],
          ] as const) {
            const label = `${at.map((s) => (s === 0 ? '[0]' : s)).join('.')} = ${kind}`;
            tried.push(`${op.operationId}: ${label}`);
            const before = await snapshot();
            const res = await send(op, { token: who.token, body: placeAt(doc, op.body, valid, at, leaf), path });
            if (res.status < 500) checkResponse(op, res, `${op.operationId}: ${label}`);
            if (res.status !== 400 || res.body.code !== 'VALIDATION_FAILED')
              failures.push(`${op.operationId}: ${label} → ${res.status} ${res.body.code ?? ''}`);
            else if ((await snapshot()) !== before) failures.push(`${op.operationId}: ${label} → stored something`);
          }
        }
      }
      expect(failures).toEqual([]);
      expect(tried).toContain('reviewSuggestion: corrections = []');
    },
    WALK_TIMEOUT_MS,
  );

  it(
    `survives ${FUZZ_RUNS} random bodies per write operation without a 5xx`,
    async () => {
      // Text with NULs, lone surrogates and pairs mixed in; keys that may be reserved; deep nesting.
      const oddText = fc.string({
        unit: fc.oneof(fc.constantFrom('\u0000', '\ud800', '\udfff', '🚀'), fc.string({ minLength: 1, maxLength: 1 })),
        maxLength: 30,
      });
      const objects = fc.oneof(
        fc.anything(),
        fc.dictionary(fc.string({ maxLength: 20 }), fc.anything()),
        fc.record(
          {
            username: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
            email: fc.oneof(fc.emailAddress(), fc.string()),
            password: fc.string({ maxLength: 200 }),
            handle: fc.string({ maxLength: 40 }),
            role: fc.string(),
            fullName: fc.oneof(fc.string(), fc.constant(null)),
            timeZone: fc.string(),
            privacy: fc.anything(),
          },
          { requiredKeys: [] },
        ),
        fc.record(
          {
            username: oddText,
            password: oddText,
            fullName: oddText,
            bio: oddText,
            handle: oddText,
            timeZone: oddText,
            confirmation: oddText,
          },
          { requiredKeys: [] },
        ),
        fc.dictionary(fc.oneof(fc.constantFrom(...RESERVED_KEYS), oddText), fc.anything(), { maxKeys: 4 }),
      );
      // Sent as JSON text, so that bodies nested deeper than JSON.stringify can go are sent too.
      const bodies = fc.oneof(
        { arbitrary: objects.map((value) => JSON.stringify(value) as string | undefined), weight: 5 },
        {
          arbitrary: fc
            .tuple(fc.integer({ min: 1, max: 6_000 }), fc.anything())
            .map(([levels, leaf]) => nestedJson(levels, JSON.stringify(leaf) ?? 'null')),
          weight: 1,
        },
      );
      for (const op of operations.filter((o) => o.method !== 'get')) {
        const who = await principal(allowedRole(op));
        const path = fillPath(op, who);
        await fc.assert(
          fc.asyncProperty(bodies, async (raw) => {
            const res = await send(op, { token: who.token, raw, path });
            if (res.status >= 500) throw new Error(`${op.operationId} answered ${res.status} to ${raw?.slice(0, 300)}`);
            if (raw !== undefined && mustRefuse(JSON.parse(raw)) && res.status !== 400) {
              throw new Error(`${op.operationId} answered ${res.status} (not 400) to ${raw.slice(0, 300)}`);
            }
            checkResponse(op, res, `${op.operationId}: random body`);
          }),
          { numRuns: FUZZ_RUNS },
        );
      }
    },
    FUZZ_TIMEOUT_MS,
  );

  it('answered every successful call with a body that matches its documented schema', () => {
    expect([...new Set(schemaViolations)]).toEqual([]);
  });
});
