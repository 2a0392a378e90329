import express, { type Request, type Response } from 'express';
import request from 'supertest';
import { prefilterRouteLayers } from './route-prefilter.js';

/** An Express app whose routes answer with their own pattern and parameters. */
function appWith(patterns: string[]) {
  const app = express();
  for (const pattern of patterns) {
    app.get(pattern, (req: Request, res: Response) => {
      res.json({ pattern, params: req.params });
    });
  }
  app.use((_req: Request, res: Response) => {
    res.status(404).json({ pattern: null });
  });
  return app;
}

const PATTERNS = [
  '/api/health',
  '/api/health/ready',
  '/api/users/me',
  '/api/users/:id',
  '/api/:section/about',
  '/api/files/{*path}',
  '/api/marketplace/products/:slug',
  '/.well-known/jwks.json',
  '/.well-known/{*path}',
];

describe('prefilterRouteLayers', () => {
  const plain = appWith(PATTERNS);
  const filtered = appWith(PATTERNS);
  const stack = (filtered as unknown as { router: { stack: Parameters<typeof prefilterRouteLayers>[0] } }).router.stack;
  const count = prefilterRouteLayers(stack);

  it('gives the check to every route that starts with two plain segments, and only to them', () => {
    // '/api/:section/about' starts with a parameter; '/.well-known/{*path}' with a wildcard.
    expect(count).toBe(PATTERNS.length - 2);
  });

  it.each([
    '/api/health',
    '/api/health/',
    '/API/Health',
    '/api/health/ready',
    '/api/users/me',
    '/api/users/42',
    '/api/users/42/',
    '/api/anything/about',
    '/api/users/about',
    '/api/files/a/b/c.txt',
    '/api/marketplace/products/clean-code',
    '/api/marketplace/products/caf%C3%A9',
    '/.well-known/jwks.json',
    '/.well-known/security.txt',
    '/api/%68ealth',
    '//api/health',
    '/api',
    '/',
    '/api/marketplace',
    '/api/healthy',
  ])('routes %s exactly as the plain router does', async (path) => {
    const [expected, actual] = await Promise.all([request(plain).get(path), request(filtered).get(path)]);
    expect({ status: actual.status, body: actual.body }).toEqual({ status: expected.status, body: expected.body });
  });

  it('does not run the regular expression of a route whose first two segments differ', () => {
    const calls: string[] = [];
    const layers = ['/api/users/:id', '/api/cart/items', '/api/:any/x'].map((path) => ({
      route: { path },
      match: (requested: string) => {
        calls.push(`${path} ${requested}`);
        return false;
      },
    }));
    prefilterRouteLayers(layers);
    for (const layer of layers) layer.match('/api/cart/items');
    expect(calls).toEqual(['/api/cart/items /api/cart/items', '/api/:any/x /api/cart/items']);
  });
});
