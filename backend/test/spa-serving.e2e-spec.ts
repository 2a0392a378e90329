import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('serving the built SPA', () => {
  let t: TestApp;
  let dist: string;
  const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'devpath-spa-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>DevPath</title><div id="root">prerendered home</div>',
    );
    writeFileSync(join(dist, 'app-shell.html'), '<!doctype html><title>DevPath</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), bundle);
    for (const page of ['about', 'quiz/results']) {
      mkdirSync(join(dist, page), { recursive: true });
      writeFileSync(
        join(dist, page, 'index.html'),
        `<!doctype html><title>${page}</title><div id="root">prerendered ${page}</div>`,
      );
    }
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
    t = await startTestApp({ env: { SERVE_SPA: 'true', SPA_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching it', async () => {
    const res = await request(t.http).get('/').expect(200).expect('Content-Type', /html/);
    expect(res.text).toContain('<div id="root">prerendered home</div>');
    expect(res.headers['cache-control']).toBe('no-cache');
    // Pages carry the SPA's CSP (the API's is default-src 'none').
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'.*script-src 'self'/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers client routes with the app shell, not the home page, without caching it', async () => {
    for (const path of ['/roadmaps', '/blog/some-post', '/@alice', '/no/such/page']) {
      const res = await request(t.http).get(path).expect(200).expect('Content-Type', /html/);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain('prerendered home');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves a prerendered page at exactly its address, without caching it', async () => {
    for (const [path, page] of [
      ['/about', 'about'],
      ['/quiz/results', 'quiz/results'],
    ]) {
      const res = await request(t.http).get(path).expect(200).expect('Content-Type', /html/);
      expect(res.text).toContain(`prerendered ${page}`);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const head = await request(t.http).head('/about').expect(200).expect('Content-Type', /html/);
    expect(head.headers['cache-control']).toBe('no-cache');
  });

  it('gives other addresses near a prerendered page the SPA fallback, never a redirect', async () => {
    for (const path of ['/about/', '/about/team', '/quiz', '/ABOUT']) {
      const res = await request(t.http).get(path).expect(200);
      expect(res.text).toContain('<div id="root"></div>');
    }
  });

  it('knows the prerendered pages from startup, without looking at the disk per request', async () => {
    mkdirSync(join(dist, 'later'));
    writeFileSync(join(dist, 'later', 'index.html'), 'added after startup');
    const res = await request(t.http).get('/later').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('answers other methods on a prerendered address as before (not the page)', async () => {
    const res = await request(t.http).post('/about').send({});
    expect(res.text).not.toContain('prerendered about');
  });

  it('caches hashed assets immutably and compresses them', async () => {
    const res = await request(t.http).get('/assets/index-3f9a1c.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves other public files with revalidation', async () => {
    const res = await request(t.http).get('/robots.txt').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the page for a page address with a stray percent sign (only API addresses are refused)', async () => {
    const res = await request(t.http).get('/about?ref=50%').expect(200);
    expect(res.text).toContain('prerendered about');
    expect((await request(t.http).get('/api/unknown?ref=50%').expect(400)).body.code).toBe('MALFORMED_URL');
  });

  it('never answers an unknown /api path with the SPA', async () => {
    const res = await request(t.http).get('/api/unknown/thing').expect(404).expect('Content-Type', /json/);
    expect(res.body.code).toBe('ROUTE_NOT_FOUND');
  });
});
