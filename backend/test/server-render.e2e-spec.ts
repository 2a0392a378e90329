import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { MAX_CONCURRENT_RENDERS } from '../src/platform/http/server-render.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The backend's side of server-rendered content pages (platform/http/server-render.ts): what it
 * does with a renderer's answer (the HTML around it, escaping, caching, limits). The renderer here
 * is a module of the test's own build directory with the real one's interface; the real one
 * (frontend/src/ssr.tsx) is driven in the browser tests (frontend/e2e/server-render.spec.ts).
 */
const SHELL = `<!doctype html>
<html lang="en" data-mantine-color-scheme="light" data-app-entry="/assets/index-1.js" data-app-preload="">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title data-prerendered-head>The site</title>
    <meta data-prerendered-head name="description" content="The site's description"/>
    <meta property="og:title" content="DevPath · Free tech learning platform" />
    <meta
      property="og:description"
      content="The site, for link previews."
    />
    <meta name="twitter:title" content="DevPath · Free tech learning platform" />
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** Its state carries what must never close the <script> element it travels in. */
const HOSTILE = '</script><script>alert(1)</script><!-- \u2028\u2029 &amp;';

const RENDERER = `
globalThis.renders = [];
globalThis.held = [];
export const serverRenderedPageAt = (path) => (path.startsWith('/blog/') ? 'post' : null);
export async function renderPage(url, origins) {
  globalThis.renders.push({ url, origins });
  if (url.startsWith('/blog/held-')) await new Promise((resolve) => globalThis.held.push(resolve));
  if (url === '/blog/missing') return null;
  if (url === '/blog/throws') throw new Error('render failed');
  // The data comes from this server's API, over the address the request came in on.
  const health = await fetch(origins.api + '/api/health').then((response) => response.json());
  return {
    page: 'post',
    head: '<title>A post &lt;3 · DevPath</title><meta name="description" content="About a post"/>',
    markup: '<header>DevPath</header><main><h1>A post</h1><p>health ' + health.status + '</p>' +
      '<script>alert("inline")</script><form action="/x"></form></main>',
    state: { queries: [{ queryKey: ['post', url], state: { data: ${JSON.stringify(HOSTILE)} } }] },
  };
}
`;

describe('server-rendered content pages', () => {
  let t: TestApp;
  let dist: string;
  let base: string;
  const renders = () => (globalThis as unknown as { renders: { url: string; origins: { site: string } }[] }).renders;
  const releaseHeld = () => {
    const held = (globalThis as unknown as { held: (() => void)[] }).held;
    for (const release of held.splice(0)) release();
  };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'devpath-ssr-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.ssr'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">prerendered home</div>');
    writeFileSync(join(dist, 'app-shell.html'), SHELL);
    writeFileSync(join(dist, '.ssr', 'ssr.js'), RENDERER);
    writeFileSync(
      join(dist, '.ssr', 'pages.json'),
      JSON.stringify({
        post: { scripts: ['/assets/PostPage-1.js', '/assets/Markdown-1.js'], styles: ['/assets/PostPage-1.css'] },
      }),
    );
    t = await startTestApp({ env: { SERVE_SPA: 'true', SPA_DIST_DIR: dist, APP_URL: 'https://devpath.example/' } });
    base = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    releaseHeld();
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the rendered page in the app shell: painted at once, then replaced by the app', async () => {
    const res = await request(base).get('/blog/hello').expect(200).expect('Content-Type', /html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.text;
    // Marked as the static page of exactly this address, with the chunks the app waits for.
    expect(html).toContain(
      '<html lang="en" data-mantine-color-scheme="light" data-app-entry="/assets/index-1.js" data-prerendered-path="/blog/hello" data-prerendered-page="post" data-app-preload="/assets/PostPage-1.js /assets/Markdown-1.js">',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/PostPage-1.css">\n  </head>');
    // The page's own title and description replace the site's.
    expect(html.match(/<title\b/g)).toHaveLength(1);
    expect(html).toContain('<title data-prerendered-head>A post &lt;3 · DevPath</title>');
    expect(html).toContain('<meta data-prerendered-head name="description" content="About a post"/>');
    expect(html).not.toContain("The site's description");
    // Link previews name the page too (crawlers run no JavaScript).
    expect(html).toContain('<meta property="og:title" content="A post &lt;3 · DevPath" />');
    expect(html).toContain('<meta name="twitter:title" content="A post &lt;3 · DevPath" />');
    expect(html).toMatch(/<meta\s+property="og:description"\s+content="About a post"\s+\/>/);
    expect(html).not.toContain('Free tech learning platform');
    // The markup, with its data from this server's API, no inline script, and forms inert until the app runs.
    expect(html).toContain(
      '<div id="root"><div data-prerendered="/blog/hello"><header>DevPath</header><main><h1>A post</h1><p>health ok</p>',
    );
    expect(html).not.toContain('alert("inline")');
    expect(html).toContain('<form inert="" action="/x">');
    // The API client's base URL in the pages' query keys is the site's public origin (APP_URL).
    expect(renders().at(-1)).toMatchObject({ url: '/blog/hello', origins: { site: 'https://devpath.example' } });
  });

  it('carries the queries\u2019 answers as inert JSON that nothing in them can close', async () => {
    const html = (await request(base).get('/blog/hello').expect(200)).text;
    const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    const script = scripts[0] ?? '';
    expect(script).toMatch(/^<script type="application\/json" id="server-state">/);
    const json = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(json).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ queries: [{ queryKey: ['post', '/blog/hello'], state: { data: HOSTILE } }] });
  });

  it('renders an address once while its page is fresh, and once for parallel first requests', async () => {
    const before = renders().length;
    await request(base).get('/blog/hello').expect(200);
    await request(base).get('/blog/hello/').expect(200); // the same address
    expect(renders().length).toBe(before);

    const answers = await Promise.all(Array.from({ length: 5 }, () => request(base).get('/blog/parallel').expect(200)));
    expect(renders().filter((render) => render.url === '/blog/parallel')).toHaveLength(1);
    for (const answer of answers) expect(answer.text).toContain('data-prerendered-path="/blog/parallel"');
  });

  it('gives the app shell where it renders nothing: other pages, a query string, an unknown or failing page', async () => {
    const before = renders().length;
    for (const path of ['/roadmaps', '/blog', '/no/such/page']) {
      const res = await request(base).get(path).expect(200);
      expect(res.text).toBe(SHELL);
    }
    expect(renders().length).toBe(before); // not even asked

    expect((await request(base).get('/blog/hello?utm=1').expect(200)).text).toBe(SHELL);
    expect(renders().length).toBe(before); // made-up queries cost no rendering

    for (const path of ['/blog/missing', '/blog/throws']) {
      expect((await request(base).get(path).expect(200)).text).toBe(SHELL);
    }
    expect((await request(base).get('/blog/missing').expect(200)).text).toBe(SHELL);
    expect(renders().filter((render) => render.url === '/blog/missing')).toHaveLength(1); // remembered too
  });

  it(`renders at most ${MAX_CONCURRENT_RENDERS} pages at once; beyond, the app shell at once`, async () => {
    const held = Array.from({ length: MAX_CONCURRENT_RENDERS }, (_, i) =>
      request(base)
        .get(`/blog/held-${i}`)
        .then((res) => res),
    );
    await new Promise<void>((resolve) => {
      const wait = () =>
        (globalThis as unknown as { held: unknown[] }).held.length === MAX_CONCURRENT_RENDERS
          ? resolve()
          : setImmediate(wait);
      wait();
    });
    expect((await request(base).get('/blog/one-too-many').expect(200)).text).toBe(SHELL);
    releaseHeld();
    for (const res of await Promise.all(held)) expect(res.text).toContain('<h1>A post</h1>');
    // Once they are done, the next address renders again.
    expect((await request(base).get('/blog/after').expect(200)).text).toContain('<h1>A post</h1>');
  });

  it('never serves the renderer or its files', async () => {
    for (const path of ['/.ssr/ssr.js', '/.ssr/pages.json']) {
      const res = await request(base).get(path).expect(200);
      expect(res.text).toBe(SHELL);
    }
  });
});
