import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../http/api-error.js';
import type { CsrfService } from './csrf.service.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Express middleware: every unsafe request needs a valid X-CSRF-Token header (spec §7.2).
 * A plain middleware, not a Nest one: Nest's wrapper tracks every request in a WeakSet.
 * Its error still reaches the global exception filter (Nest's Express error handler).
 */
export function csrfProtection(csrf: CsrfService) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    // Webhooks come from other servers, without a browser or cookies: their own signature
    // (checked by the receiving module over the raw body) authenticates them instead.
    if (SAFE_METHODS.has(req.method) || req.originalUrl.startsWith('/api/webhooks/') || csrf.isValid(req)) {
      next();
      return;
    }
    throw new ApiError(
      403,
      'CSRF_INVALID',
      'Missing or invalid CSRF token. Fetch one from GET /api/csrf-token and send it in the X-CSRF-Token header.',
    );
  };
}
