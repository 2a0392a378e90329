import { jest } from '@jest/globals';
import { PinoLogger } from 'nestjs-pino';
import pino from 'pino';
import request from 'supertest';
import { once } from 'node:events';
import { ProbeModule, probeEvents } from './support/probe.module.js';
import { csrfAgent, eventually, registerAndLogin, startTestApp, type TestApp } from './support/test-app.js';
import type { RequestLine } from '../src/platform/logging/request-log.js';

const ERROR_KEYS = ['code', 'message', 'requestId', 'statusCode'];

function expectErrorBody(body: Record<string, unknown>, statusCode: number, code: string) {
  expect(body).toMatchObject({ statusCode, code });
  expect(typeof body.message).toBe('string');
  expect(typeof body.requestId).toBe('string');
  expect(
    Object.keys(body)
      .filter((k) => k !== 'details')
      .sort(),
  ).toEqual(ERROR_KEYS);
}

describe('HTTP platform', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ modules: [ProbeModule], env: { BODY_LIMIT_BYTES: '2048' } });
  });
  afterAll(() => t.close());

  describe('health', () => {
    it('answers liveness', async () => {
      const res = await request(t.http).get('/api/health').expect(200);
      expect(res.body).toEqual({ status: 'ok', uptime: expect.any(Number) });
    });

    it('answers readiness after a database round-trip', async () => {
      const res = await request(t.http).get('/api/health/ready').expect(200);
      expect(res.body).toEqual({ status: 'ok', databaseLatencyMs: expect.any(Number) });
    });
  });

  describe('deployment info', () => {
    it('returns the configured deployment id, never cached', async () => {
      const res = await request(t.http).get('/api/deployment-info').expect(200);
      expect(res.body).toEqual({ deploymentId: 'test-deployment' });
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('CSRF', () => {
    it('issues a token with a 30-minute httpOnly cookie', async () => {
      const res = await request(t.http).get('/api/csrf-token').expect(200);
      expect(res.body).toEqual({ csrfToken: expect.stringMatching(/^[a-f0-9]{64}\.[a-f0-9]{64}$/), expiresIn: 1800 });
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/devpath\.csrf=/);
      expect(cookie).toMatch(/Max-Age=1800/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
    });

    it('reuses the same token while the cookie lives', async () => {
      const { agent, token } = await csrfAgent(t.http);
      const again = await agent.get('/api/csrf-token').expect(200);
      expect(again.body.csrfToken).toBe(token);
    });

    it('refuses an unsafe request without the header (403 CSRF_INVALID), before anything runs', async () => {
      const res = await request(t.http).post('/api/probe/echo').send({ name: 'alice' }).expect(403);
      expectErrorBody(res.body, 403, 'CSRF_INVALID');
    });

    it.each(['PUT', 'PATCH', 'DELETE'] as const)('refuses %s without the header', async (method) => {
      const res = await request(t.http)
        [method.toLowerCase() as 'put' | 'patch' | 'delete']('/api/probe/echo')
        .expect(403);
      expect(res.body.code).toBe('CSRF_INVALID');
    });

    it('refuses a forged header value', async () => {
      const { agent, token } = await csrfAgent(t.http);
      const forged = `${'0'.repeat(64)}.${token.split('.')[1]}`;
      const res = await agent.post('/api/probe/echo').set('X-CSRF-Token', forged).send({ name: 'alice' }).expect(403);
      expect(res.body.code).toBe('CSRF_INVALID');
    });

    it('refuses a valid token sent without its cookie', async () => {
      const { token } = await csrfAgent(t.http);
      const res = await request(t.http)
        .post('/api/probe/echo')
        .set('X-CSRF-Token', token)
        .send({ name: 'alice' })
        .expect(403);
      expect(res.body.code).toBe('CSRF_INVALID');
    });

    it('accepts the token with its cookie', async () => {
      const { agent, token } = await csrfAgent(t.http);
      const res = await agent
        .post('/api/probe/echo')
        .set('X-CSRF-Token', token)
        .send({ name: 'alice', count: 2 })
        .expect(201);
      expect(res.body).toEqual({ received: { name: 'alice', count: 2 } });
    });
  });

  describe('errors', () => {
    it('answers an unknown /api route with JSON 404 ROUTE_NOT_FOUND whose requestId matches the header', async () => {
      const res = await request(t.http).get('/api/does-not-exist').expect(404).expect('Content-Type', /json/);
      expectErrorBody(res.body, 404, 'ROUTE_NOT_FOUND');
      expect(res.body.requestId).toBe(res.headers['x-request-id']);
    });

    it('keeps a well-formed incoming X-Request-Id and replaces a malformed one', async () => {
      const kept = await request(t.http).get('/api/nope').set('X-Request-Id', 'edge-proxy-12345678').expect(404);
      expect(kept.body.requestId).toBe('edge-proxy-12345678');
      const replaced = await request(t.http).get('/api/nope').set('X-Request-Id', 'bad id <script>').expect(404);
      expect(replaced.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
      const { agent, token } = await csrfAgent(t.http);
      const res = await agent
        .post('/api/probe/echo')
        .set('X-CSRF-Token', token)
        .set('Content-Type', 'application/json')
        .send('{"name": "ali')
        .expect(400);
      expectErrorBody(res.body, 400, 'MALFORMED_JSON');
    });

    it('answers an unknown field with 400 VALIDATION_FAILED naming it', async () => {
      const { agent, token } = await csrfAgent(t.http);
      const res = await agent
        .post('/api/probe/echo')
        .set('X-CSRF-Token', token)
        .send({ name: 'alice', isAdmin: true })
        .expect(400);
      expectErrorBody(res.body, 400, 'VALIDATION_FAILED');
      expect(res.body.details).toEqual([{ field: 'isAdmin', problems: ['property isAdmin should not exist'] }]);
    });

    it('answers a rule violation with 400 VALIDATION_FAILED and field details', async () => {
      const { agent, token } = await csrfAgent(t.http);
      const res = await agent
        .post('/api/probe/echo')
        .set('X-CSRF-Token', token)
        .send({ name: 'al', count: '3' })
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      const fields = (res.body.details as { field: string }[]).map((d) => d.field).sort();
      expect(fields).toEqual(['count', 'name']);
    });

    it('refuses input no handler may see before the handler, with the error body (the input guard)', async () => {
      const { agent, token } = await csrfAgent(t.http);
      const post = (raw: string) =>
        agent.post('/api/probe/echo').set('X-CSRF-Token', token).set('Content-Type', 'application/json').send(raw);
      expectErrorBody((await post('{"name":"al\\u0000ice"}').expect(400)).body, 400, 'INVALID_CHARACTERS');
      expectErrorBody((await post('{"name":"al\\ud800ice"}').expect(400)).body, 400, 'INVALID_CHARACTERS');
      expectErrorBody(
        (await post(`{"name":"alice","x":${'['.repeat(40)}${']'.repeat(40)}}`).expect(400)).body,
        400,
        'BODY_TOO_DEEP',
      );
      expectErrorBody(
        (await post('{"name":"alice","__proto__":{"count":1}}').expect(400)).body,
        400,
        'VALIDATION_FAILED',
      );
      expectErrorBody(
        (await request(t.http).get('/api/probe/small?x=%00').expect(400)).body,
        400,
        'INVALID_CHARACTERS',
      );
      expectErrorBody((await request(t.http).get('/api/probe/%E0%A4%A').expect(400)).body, 400, 'MALFORMED_URL');
      expect((await post('{"name":"al🚀ce"}').expect(201)).body).toEqual({ received: { name: 'al🚀ce' } });
    });

    it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
      const { agent, token } = await csrfAgent(t.http);
      const res = await agent
        .post('/api/probe/echo')
        .set('X-CSRF-Token', token)
        .send({ name: 'x'.repeat(5000) })
        .expect(413);
      expectErrorBody(res.body, 413, 'PAYLOAD_TOO_LARGE');
    });

    it('maps a domain error kind to its status, keeping code and details', async () => {
      const res = await request(t.http).get('/api/probe/domain-error').expect(404);
      expect(res.body).toMatchObject({
        statusCode: 404,
        code: 'THING_NOT_FOUND',
        message: 'There is no such thing.',
        details: { id: 42 },
      });
    });

    it('answers an unexpected failure with 500 INTERNAL_ERROR and leaks nothing', async () => {
      const res = await request(t.http).get('/api/probe/boom').expect(500);
      expectErrorBody(res.body, 500, 'INTERNAL_ERROR');
      const text = JSON.stringify(res.body);
      expect(text).not.toMatch(/secret|postgres:|at .*\.ts|stack/i);
    });
  });

  describe('security headers and compression', () => {
    it('sends API responses the OWASP API headers: nothing may load, frame or cache them', async () => {
      for (const res of [
        await request(t.http).get('/api/health').expect(200),
        await request(t.http).get('/api/nope').expect(404),
      ]) {
        expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
    });

    it("sends Swagger UI helmet's page headers (the SPA's pages: spa-serving)", async () => {
      {
        const res = await request(t.http).get('/api/docs').expect(200);
        expect(res.headers['content-security-policy']).toContain("default-src 'self'");
        expect(res.headers['content-security-policy']).toContain('script-src');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
    });

    it('compresses large JSON responses', async () => {
      const res = await request(t.http).get('/api/docs-json').set('Accept-Encoding', 'gzip').expect(200);
      expect(res.headers['content-encoding']).toBe('gzip');
    });

    it('compresses API responses of 1 kB or more as the client accepts, and never smaller ones', async () => {
      const large = await request(t.http).get('/api/probe/sized').set('Accept-Encoding', 'gzip').expect(200);
      expect(large.headers['content-encoding']).toBe('gzip');
      expect(large.headers.vary).toMatch(/Accept-Encoding/);
      expect(large.body.items).toHaveLength(60);
      const brotli = await request(t.http).get('/api/probe/sized').set('Accept-Encoding', 'br').expect(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.body.items[59]).toEqual({ id: 59, title: 'Item number 59' });
      const identity = await request(t.http).get('/api/probe/sized').set('Accept-Encoding', 'identity').expect(200);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(Number(identity.headers['content-length'])).toBeGreaterThanOrEqual(1024);
      const small = await request(t.http).get('/api/probe/small').set('Accept-Encoding', 'gzip').expect(200);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.body).toEqual({ ok: true });
      // Error bodies go through the same path.
      const error = await request(t.http).get('/api/probe/domain-error').set('Accept-Encoding', 'gzip').expect(404);
      expect(error.body.code).toBe('THING_NOT_FOUND');
    });
  });
});

describe('graceful shutdown', () => {
  it('finishes an in-flight request before closing', async () => {
    const t = await startTestApp({ modules: [ProbeModule] });
    const { port } = t.http.address() as { port: number };
    // Close once the request is in its handler (a fixed delay raced the request on a busy machine).
    const started = once(probeEvents, 'slow-started');
    const inFlight = fetch(`http://127.0.0.1:${port}/api/probe/slow`);
    await started;
    const closing = t.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});

describe('readiness without a database', () => {
  it('answers 503 NOT_READY when PostgreSQL does not answer', async () => {
    const t = await startTestApp({ databaseUrl: 'postgresql://postgres@127.0.0.1:1/none' });
    try {
      const res = await request(t.http).get('/api/health/ready').expect(503);
      expectErrorBody(res.body, 503, 'NOT_READY');
      const live = await request(t.http).get('/api/health').expect(200);
      expect(live.body.status).toBe('ok');
    } finally {
      await t.close();
    }
  });
});

describe('CORS', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('lets the origins of CORS_ORIGINS call with credentials, and no other', async () => {
    t = await startTestApp({ env: { CORS_ORIGINS: 'https://app.example.com' } });
    const preflight = await request(t.http)
      .options('/api/users/me')
      .set('Origin', 'https://app.example.com')
      .set('Access-Control-Request-Method', 'PATCH')
      .set('Access-Control-Request-Headers', 'authorization,x-csrf-token')
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/X-CSRF-Token/);
    const other = await request(t.http).get('/api/health').set('Origin', 'https://evil.example.com').expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows no cross-origin caller when CORS_ORIGINS is empty', async () => {
    t = await startTestApp({ env: { CORS_ORIGINS: '' } });
    const res = await request(t.http).get('/api/health').set('Origin', 'https://app.example.com').expect(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('request log', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('writes one line per request when it ends: id, method, URL, status, duration, caller and error code, refusals before routing included', async () => {
    t = await startTestApp({ modules: [ProbeModule], env: { LOG_LEVEL: 'info' } });
    const info = jest.spyOn(PinoLogger.root, 'info');
    const lines = () =>
      info.mock.calls.filter(([, message]) => message === 'request completed').map(([fields]) => fields as RequestLine);
    /** The lines written for the requests sent so far (each is written once its response has closed). */
    const linesOf = async (count: number) => {
      await eventually(async () => expect(lines()).toHaveLength(count));
      const written = lines();
      info.mockClear();
      return written;
    };
    try {
      // Refused by the CSRF middleware, before any route.
      const csrfRefused = await request(t.http).post('/api/probe/echo').send({ name: 'abc' }).expect(403);
      expect(await linesOf(1)).toEqual([
        {
          requestId: csrfRefused.headers['x-request-id'],
          method: 'POST',
          url: '/api/probe/echo',
          statusCode: 403,
          responseTime: expect.any(Number),
          code: 'CSRF_INVALID',
        },
      ]);

      const { agent, token } = await csrfAgent(t.http);
      await linesOf(1); // the CSRF token's own request
      await agent
        .post('/api/probe/echo')
        .set('X-CSRF-Token', token)
        .set('Content-Type', 'application/json')
        .send('{"name":')
        .expect(400);
      expect(await linesOf(1)).toEqual([expect.objectContaining({ statusCode: 400, code: 'MALFORMED_JSON' })]);
      // So is a request the input guard refuses, and one the route's validation refuses.
      await agent.post('/api/probe/echo').set('X-CSRF-Token', token).send({ name: 'a\u0000b' }).expect(400);
      expect(await linesOf(1)).toEqual([expect.objectContaining({ statusCode: 400, code: 'INVALID_CHARACTERS' })]);
      await agent.post('/api/probe/echo').set('X-CSRF-Token', token).send({ name: 'x' }).expect(400);
      expect(await linesOf(1)).toEqual([expect.objectContaining({ statusCode: 400, code: 'VALIDATION_FAILED' })]);

      // A success: no error code; a signed-in caller is named by id; health probes write nothing.
      const echoed = await agent.post('/api/probe/echo').set('X-CSRF-Token', token).send({ name: 'abc' }).expect(201);
      const [line] = await linesOf(1);
      expect(line).toEqual({
        requestId: echoed.headers['x-request-id'],
        method: 'POST',
        url: '/api/probe/echo',
        statusCode: 201,
        responseTime: expect.any(Number),
      });
      const user = await registerAndLogin(t.http);
      info.mockClear();
      await request(t.http).get('/api/users/me').set('Authorization', `Bearer ${user.token}`).expect(200);
      await request(t.http).get('/api/health').expect(200);
      expect(await linesOf(1)).toEqual([
        expect.objectContaining({ url: '/api/users/me', statusCode: 200, userId: user.user.id }),
      ]);
    } finally {
      info.mockRestore();
    }
  });

  it("gives every line logged while a request is handled that request's id", async () => {
    t = await startTestApp({ modules: [ProbeModule], env: { LOG_LEVEL: 'info' } });
    // The process's root logger is built once, at the level of the first app a test file starts.
    const level = PinoLogger.root.level;
    PinoLogger.root.level = 'info';
    const written: string[] = [];
    const stream = (PinoLogger.root as unknown as Record<symbol, { write(line: string): boolean }>)[
      pino.symbols.streamSym
    ];
    const write = jest.spyOn(stream, 'write');
    write.mockImplementation((line: string) => {
      written.push(line);
      return true;
    });
    try {
      const res = await request(t.http).get('/api/probe/log-something').expect(200);
      const lines = written.map((line) => JSON.parse(line) as { msg: string; requestId?: string });
      expect(lines.find((line) => line.msg === 'probe says hello')).toMatchObject({
        requestId: res.headers['x-request-id'],
      });
    } finally {
      write.mockRestore();
      PinoLogger.root.level = level;
    }
  });
});
