import request from 'supertest';
import { csrfAgent, startTestApp, type TestApp } from './support/test-app.js';

describe('global rate limit', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('answers 429 RATE_LIMITED past the limit, with the error body', async () => {
    t = await startTestApp({ env: { RATE_LIMIT: '3', RATE_LIMIT_WINDOW_MS: '60000' } });
    for (let i = 0; i < 3; i++) await request(t.http).get('/api/deployment-info').expect(200);
    const res = await request(t.http).get('/api/deployment-info').expect(429);
    expect(res.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(res.headers['retry-after']).toBeDefined();
  });

  it("counts per route, with the route's own limit where it sets one (sign-in: 20 a minute)", async () => {
    t = await startTestApp({ env: { RATE_LIMIT: '1000', RATE_LIMIT_WINDOW_MS: '60000' } });
    const res = await request(t.http).get('/api/deployment-info').expect(200);
    expect(res.headers['x-ratelimit-limit']).toBe('1000');
    expect(res.headers['x-ratelimit-remaining']).toBe('999');
    const { agent, token } = await csrfAgent(t.http);
    const login = () =>
      agent
        .post('/api/users/login')
        .set('X-CSRF-Token', token)
        .send({ username: 'nobody', password: 'not the password' });
    for (let i = 0; i < 20; i++) {
      const attempt = await login();
      expect([401, 429]).toContain(attempt.status);
      if (i === 0) expect(attempt.headers['x-ratelimit-limit']).toBe('20');
    }
    const limited = await login().expect(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    // Another route still has its own counter...
    await request(t.http).get('/api/deployment-info').expect(200);
    // ...and so has another client address on the same route (X-Forwarded-For, as TRUST_PROXY allows).
    const elsewhere = await agent
      .post('/api/users/login')
      .set('X-CSRF-Token', token)
      .set('X-Forwarded-For', '203.0.113.9')
      .send({ username: 'nobody', password: 'not the password' });
    expect(elsewhere.status).toBe(401);
  });

  it('does not count health probes', async () => {
    t = await startTestApp({ env: { RATE_LIMIT: '2' } });
    for (let i = 0; i < 5; i++) await request(t.http).get('/api/health').expect(200);
  });

  it('keeps serving, counting locally, when the configured Redis is unreachable', async () => {
    t = await startTestApp({ env: { RATE_LIMIT: '2', REDIS_URL: 'redis://127.0.0.1:1' } });
    await request(t.http).get('/api/deployment-info').expect(200);
    await request(t.http).get('/api/deployment-info').expect(200);
    await request(t.http).get('/api/deployment-info').expect(429);
  });
});
