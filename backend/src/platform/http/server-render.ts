import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';

/** The build's server-side renderer (frontend/src/ssr.tsx, built by frontend/scripts/prerender.mjs into dist/.ssr). */
interface SsrModule {
  serverRenderedPageAt(pathname: string): string | null;
  renderPage(
    url: string,
    origins: { site: string; api: string },
  ): Promise<{ page: string; head: string; markup: string; state: unknown } | null>;
}

/** Each server-rendered page's chunks and stylesheets beyond the shell's (dist/.ssr/pages.json). */
type PageAssets = Record<string, { scripts: string[]; styles: string[] }>;

/** How long a rendered page is served again before it is rendered anew: content edits show within this. */
export const RENDER_TTL_MS = 10_000;
/** Renders at once at most; beyond, a request gets the app shell at once (a burst of new addresses costs bounded CPU). */
export const MAX_CONCURRENT_RENDERS = 4;
/** Rendered pages kept at most (the oldest go first): unknown addresses cannot grow the cache without bound. */
export const RENDER_CACHE_SIZE = 500;

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * JSON inside <script type="application/json">: nothing in it may close the element or open a
 * comment, and the line separators JavaScript once refused are escaped too.
 */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

/** Sets the content of the shell's `<meta {attribute}="{name}" content="…">` (a link preview's field), when it has one. */
const setMeta = (html: string, attribute: string, name: string, content: string | undefined) =>
  content === undefined
    ? html
    : html.replace(
        new RegExp(`(<meta\\s+${attribute}="${name}"\\s+content=")[^"]*(")`),
        (_match, start: string, end: string) => `${start}${content}${end}`,
      );

export interface ServerRenderer {
  /** The page at this request's address, rendered with its data; null when it is not a server-rendered page or cannot be rendered. */
  html(req: Request): Promise<string | null>;
}

/**
 * Renders the public content pages on the server (issue 31): a roadmap's map, a practice
 * problem, a product, a blog post. The page's HTML is the app shell (dist/app-shell.html) with the
 * rendered page in #root (marked as a prerendered page, so the browser paints it before any
 * script and the app replaces it once its chunk is in), the page's own title and description, its
 * chunks and stylesheets, and the answers of its queries for the app to start from. Each address
 * is rendered at most once per RENDER_TTL_MS (concurrent requests share one render); its data
 * comes from this server's own API over the loopback interface, as a signed-out visitor's would.
 * Null from `loadServerRenderer` when the build has no renderer.
 */
export async function loadServerRenderer(distDir: string, siteOrigin: string): Promise<ServerRenderer | null> {
  const dir = join(distDir, '.ssr');
  const shellFile = join(distDir, 'app-shell.html');
  if (!existsSync(join(dir, 'ssr.js')) || !existsSync(join(dir, 'pages.json')) || !existsSync(shellFile)) return null;
  const ssr = (await import(pathToFileURL(join(dir, 'ssr.js')).href)) as SsrModule;
  const assets = JSON.parse(readFileSync(join(dir, 'pages.json'), 'utf8')) as PageAssets;
  const shell = readFileSync(shellFile, 'utf8');

  const compose = (path: string, rendered: NonNullable<Awaited<ReturnType<SsrModule['renderPage']>>>) => {
    const { scripts, styles } = assets[rendered.page] ?? { scripts: [], styles: [] };
    const markup = rendered.markup
      // The page must work under a Content-Security-Policy without inline scripts.
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      // Forms wait for the app (as on the prerendered pages).
      .replace(/<form\b/g, '<form inert=""');
    const head = rendered.head.replace(/<(title|meta|link)\b/g, '\n    <$1 data-prerendered-head');
    // Link previews of this address (social crawlers run no JavaScript). React escaped the values.
    const title = rendered.head.match(/<title>([^<]*)<\/title>/)?.[1];
    const description = rendered.head.match(/<meta name="description" content="([^"]*)"/)?.[1];
    const canonical = rendered.head.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
    let page = shell;
    for (const [attribute, name, content] of [
      ['property', 'og:title', title],
      ['name', 'twitter:title', title],
      ['property', 'og:description', description],
      ['name', 'twitter:description', description],
      ['property', 'og:url', canonical],
    ] as const) {
      page = setMeta(page, attribute, name, content);
    }
    return page
      .replace(
        /<html\b([^>]*) data-app-preload="([^"]*)">/,
        (_match, attributes: string, preload: string) =>
          `<html${attributes} data-prerendered-path="${escapeAttribute(path)}" data-prerendered-page="${rendered.page}"` +
          ` data-app-preload="${[preload, ...scripts].filter(Boolean).join(' ')}">`,
      )
      .replace(/\s*<title data-prerendered-head>[^<]*<\/title>/, '')
      .replace(/\s*<meta data-prerendered-head name="description"[^>]*>/, '')
      .replace(
        '<meta name="viewport" content="width=device-width, initial-scale=1" />',
        (viewport) => `${viewport}${head}`,
      )
      .replace(
        /\n\s*<\/head>/,
        (end) => `${styles.map((file) => `\n    <link rel="stylesheet" crossorigin href="${file}">`).join('')}${end}`,
      )
      .replace(
        '<div id="root"></div>',
        `<div id="root"><div data-prerendered="${escapeAttribute(path)}">${markup}</div></div>\n` +
          `    <script type="application/json" id="server-state">${jsonForScript(rendered.state)}</script>`,
      );
  };

  const cache = new Map<string, { html: Promise<string | null>; expires: number }>();
  let rendering = 0;
  return {
    html(req: Request): Promise<string | null> {
      // The address as the browser's location names it (public/route-flag.js compares them).
      // Only without a query string: one rendering per page, not one per made-up query.
      const path = req.path.replace(/\/+$/, '') || '/';
      if (req.originalUrl !== req.path || !ssr.serverRenderedPageAt(path)) return Promise.resolve(null);
      const now = Date.now();
      const cached = cache.get(path);
      if (cached && cached.expires > now) return cached.html;
      if (rendering >= MAX_CONCURRENT_RENDERS) return Promise.resolve(null);
      rendering += 1;
      const { localAddress = '127.0.0.1', localPort } = req.socket;
      const api = `http://${localAddress.includes(':') ? `[${localAddress}]` : localAddress}:${localPort}`;
      const html = ssr
        .renderPage(path, { site: siteOrigin, api })
        .then((rendered) => (rendered ? compose(path, rendered) : null))
        .catch(() => null)
        .finally(() => {
          rendering -= 1;
        });
      cache.delete(path);
      cache.set(path, { html, expires: now + RENDER_TTL_MS });
      if (cache.size > RENDER_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      return html;
    },
  };
}
