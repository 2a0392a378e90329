import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { loadServerRenderer, type ServerRenderer } from './server-render.js';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The prerendered pages of the build (frontend/scripts/prerender.mjs): every `<dir>/index.html`
 * under distDir outside /assets, by the address it belongs to ("/about" → dist/about/index.html,
 * "/" → dist/index.html). Read once at startup.
 */
function prerenderedPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>([['/', join(distDir, 'index.html')]]);
  const visit = (dir: string, path: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.') || (path === '' && entry.name === 'assets')) continue;
      const child = join(dir, entry.name);
      if (existsSync(join(child, 'index.html'))) pages.set(`${path}/${entry.name}`, join(child, 'index.html'));
      visit(child, `${path}/${entry.name}`);
    }
  };
  visit(distDir, '');
  return pages;
}

/**
 * The page for addresses without a file of their own: the build's app shell (the home page's
 * file without the home page, frontend/scripts/prerender.mjs), else index.html.
 */
const APP_SHELL = 'app-shell.html';

/**
 * Serves the built SPA: a prerendered page at exactly its address, hashed files under /assets
 * immutable for a year, other files revalidated, a content page rendered on the server at its
 * address (server-render.ts), and the app shell for any other GET that is not /api/* (client
 * routing). Returns null when there is no build to serve. `siteOrigin` is the site's public
 * origin (APP_URL), the base of the API client in the pages rendered here.
 */
export function spaHandler(
  distDir: string,
  { siteOrigin, onRendererError }: { siteOrigin: string; onRendererError?: (error: unknown) => void },
): RequestHandler | null {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return null;
  const fallbackHtml = existsSync(join(distDir, APP_SHELL)) ? join(distDir, APP_SHELL) : indexHtml;
  const renderer: Promise<ServerRenderer | null> = loadServerRenderer(distDir, siteOrigin).catch((error: unknown) => {
    onRendererError?.(error);
    return null;
  });

  // The API, and the well-known addresses (RFC 8615) the API answers at the root.
  const isApi = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/.well-known/');
  const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';
  const pages = prerenderedPages(distDir);
  const sendHtml = (res: Response, file: string) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(file);
  };
  const assetsDir = join(distDir, 'assets');
  const staticFiles = express.static(distDir, {
    index: false,
    // A directory (such as a prerendered page's) is not a file: no redirect to "dir/", on to the fallback.
    redirect: false,
    fallthrough: true,
    setHeaders: (res, path) => {
      res.setHeader(
        'Cache-Control',
        path.startsWith(assetsDir) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
      );
    },
  });
  // API requests never touch the disk (a stat per request showed up in the profile); nor do
  // the prerendered pages' addresses, looked up in memory.
  return (req: Request, res: Response, next: NextFunction) => {
    if (isApi(req.path)) return next();
    const read = isRead(req);
    const page = read ? pages.get(req.path) : undefined;
    if (page) return sendHtml(res, page);
    staticFiles(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (!read) return next();
      renderer
        .then((server) => server?.html(req) ?? null)
        .then((html) => {
          if (!html) return sendHtml(res, fallbackHtml);
          res.setHeader('Cache-Control', 'no-cache');
          res.type('html').send(html);
        }, next);
    });
  };
}
