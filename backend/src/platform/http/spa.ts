import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built SPA: hashed files under /assets are immutable for a year, everything
 * else revalidates; any GET that is not /api/* and not a file gets index.html (client routing).
 * Returns false when there is no build to serve.
 */
export function serveSpa(app: Express, distDir: string): boolean {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return false;

  const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
  const assetsDir = join(distDir, 'assets');
  const staticFiles = express.static(distDir, {
    index: false,
    fallthrough: true,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', path.startsWith(assetsDir) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
  // API requests never touch the disk (a stat per request showed up in the profile).
  app.use((req: Request, res: Response, next: NextFunction) => (isApi(req.path) ? next() : staticFiles(req, res, next)));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return true;
}
