import { Injectable } from '@nestjs/common';
import { doubleCsrf, type DoubleCsrfUtilities } from 'csrf-csrf';
import type { Request, Response } from 'express';
import { AppConfig } from '../config/app-config.js';

/** Spec §9: a CSRF token lives 30 minutes. */
export const CSRF_TOKEN_LIFETIME_MS = 30 * 60 * 1000;
export const CSRF_HEADER = 'x-csrf-token';

/**
 * Signed double-submit CSRF protection (csrf-csrf): the token travels once in an httpOnly
 * cookie and once in the X-CSRF-Token header; the server checks both match and carry its
 * HMAC. The cookie expires after 30 minutes, which ends the token's life.
 */
@Injectable()
export class CsrfService {
  private readonly csrf: DoubleCsrfUtilities;

  constructor(config: AppConfig) {
    this.csrf = doubleCsrf({
      getSecret: () => config.csrfSecret,
      // Authentication is by bearer token, not cookie, so there is no cookie session to bind to.
      getSessionIdentifier: () => '',
      cookieName: config.isProduction ? '__Host-devpath.csrf' : 'devpath.csrf',
      cookieOptions: {
        httpOnly: true,
        sameSite: 'strict',
        secure: config.isProduction,
        path: '/',
        maxAge: CSRF_TOKEN_LIFETIME_MS,
      },
      size: 32,
      getCsrfTokenFromRequest: (req) => req.headers[CSRF_HEADER],
    });
  }

  issue(req: Request, res: Response): string {
    return this.csrf.generateCsrfToken(req, res, { overwrite: false, validateOnReuse: true });
  }

  isValid(req: Request): boolean {
    return this.csrf.validateRequest(req);
  }
}
