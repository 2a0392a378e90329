import helmet from 'helmet';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';

/** Identity-provider hosts the SPA talks to directly (Firebase Auth). */
const IDENTITY_HOSTS = [
  'https://*.googleapis.com',
  'https://*.firebaseapp.com',
  'https://apis.google.com',
  'https://www.gstatic.com',
];

/** Paths answered by the JSON API; everything else (SPA pages, assets, Swagger UI) is a page. */
export function isApiPath(path: string): boolean {
  return path.startsWith('/api/') && !path.startsWith('/api/docs');
}

/**
 * Security headers, by kind of response:
 * - pages (the SPA, its assets, Swagger UI) get helmet's full set with the SPA's CSP;
 * - JSON API responses get the set the OWASP REST Security Cheat Sheet gives for APIs: nothing
 *   may load or frame them (`default-src 'none'; frame-ancestors 'none'`), no MIME sniffing, no
 *   caching of per-user data unless a route says otherwise, HSTS in production. Page headers
 *   mean nothing to JSON, and at 1 kB they were most of every API response.
 */
export function securityHeaders(config: AppConfig) {
  // The Auth emulator is another origin the browser SDK calls and frames (local and tests only:
  // the configuration refuses the emulator in production).
  const emulatorOrigin = config.firebase?.emulatorHost ? [`http://${config.firebase.emulatorHost}`] : [];
  const pages = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'", 'https://apis.google.com'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'", ...IDENTITY_HOSTS, ...emulatorOrigin],
        'frame-src': ["'self'", 'https://*.firebaseapp.com', 'https://accounts.google.com', ...emulatorOrigin],
        'upgrade-insecure-requests': config.isProduction ? [] : null,
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.isProduction,
  });
  const api: [string, string][] = [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['Cache-Control', 'no-store'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'no-referrer'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ...(config.isProduction
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
  ];
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!isApiPath(req.path)) {
      pages(req, res, next);
      return;
    }
    for (const [name, value] of api) res.setHeader(name, value);
    next();
  };
}
