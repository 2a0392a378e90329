import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../http/api-error.js';
import { CsrfService } from './csrf.service.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every unsafe request needs a valid X-CSRF-Token header (spec §7.2). */
@Injectable()
export class CsrfMiddleware implements NestMiddleware {
  constructor(private readonly csrf: CsrfService) {}

  use(req: Request, _res: Response, next: NextFunction): void {
    if (SAFE_METHODS.has(req.method) || this.csrf.isValid(req)) return next();
    throw new ApiError(
      403,
      'CSRF_INVALID',
      'Missing or invalid CSRF token. Fetch one from GET /api/csrf-token and send it in the X-CSRF-Token header.',
    );
  }
}
