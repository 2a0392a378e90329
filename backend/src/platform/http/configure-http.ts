import type { NestExpressApplication } from '@nestjs/platform-express';
import { RequestMethod } from '@nestjs/common';
import cookieParser from 'cookie-parser';
import type { IncomingMessage } from 'node:http';
import {
  json as expressJson,
  urlencoded as expressUrlencoded,
  type NextFunction,
  type Request,
  type Response,
} from 'express';
import { Logger, PinoLogger } from 'nestjs-pino';
import { MikroORM } from '@mikro-orm/postgresql';
import { CsrfService } from '../csrf/csrf.service.js';
import { csrfProtection } from '../csrf/csrf.middleware.js';
import { requestContext } from '../database/request-context.js';
import type { AppConfig } from '../config/app-config.js';
import { fromRepoRoot } from '../config/paths.js';
import { logsRequests, requestIdFor } from '../logging/logging.module.js';
import { requestLog } from '../logging/request-log.js';
import { AllExceptionsFilter } from './all-exceptions.filter.js';
import { createValidationPipe } from './validation.js';
import { spaHandler } from './spa.js';
import { inSequence } from './in-sequence.js';
import { inputGuard } from './input-guard.js';
import { securityHeaders } from './security-headers.js';
import { responseCompression } from './response-compression.js';

/** Everything HTTP-level, in the order requests meet it. */
export function configureHttp(app: NestExpressApplication, config: AppConfig): void {
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // API responses are per-user and not cached; hashing every body for an ETag was wasted work.
  // (Static files keep their own ETags from express.static.)
  app.set('etag', false);

  // Global middleware in two sequences (inSequence: one router layer each), in this order.
  // A request id before anything can fail, so every error body and log line carries it.
  const requestId = (req: Request, res: Response, next: NextFunction) => {
    (req as { id?: string }).id = requestIdFor(req, res);
    next();
  };
  app.use(
    inSequence([
      requestId,
      // One line per request (info and below), from here so that refusals by what follows get theirs.
      ...(logsRequests(config.logLevel) ? [requestLog(PinoLogger.root)] : []),
      securityHeaders(config),
      responseCompression(),
      cookieParser(),
      // Signed callbacks (/api/webhooks/…) are verified over their exact bytes: keep them.
      expressJson({ limit: config.bodyLimitBytes, verify: keepWebhookRawBody }),
      expressUrlencoded({ limit: config.bodyLimitBytes, extended: false }),
      // No NUL, lone surrogate or malformed percent-encoding in the URL or the body, no reserved
      // key, no body deeper than 32 levels: refused here, for every route, before any handler.
      inputGuard(),
    ]),
  );
  // Cross-origin callers only when CORS_ORIGINS lists them. Without any, the cors middleware
  // would only copy its options and call next() on every request, so it is not installed.
  if (config.corsOrigins.length) {
    app.enableCors({
      origin: config.corsOrigins,
      credentials: true,
      allowedHeaders: [
        'Content-Type',
        'Authorization',
        'X-CSRF-Token',
        'X-Request-Id',
        'X-Retry-Attempt',
        'Cache-Control',
        'Pragma',
      ],
      exposedHeaders: ['X-Request-Id', 'Retry-After'],
      maxAge: 600,
    });
  }
  // The ORM's request context, then CSRF (after the cookie and body parsers, so a malformed
  // body is still a 400), then the SPA's pages and files for everything outside /api.
  const spa = config.spa.enabled
    ? spaHandler(fromRepoRoot(config.spa.distDir), {
        siteOrigin: new URL(config.mail.appUrl).origin,
        onRendererError: (error) =>
          app
            .get(Logger)
            .warn(`The build's server-side renderer did not load; content pages get the app shell: ${String(error)}`),
      })
    : null;
  if (config.spa.enabled && !spa) {
    app.get(Logger).warn(`No SPA build at ${config.spa.distDir}; serving the API only (run npm run build).`);
  }
  app.use(
    inSequence([requestContext(app.get(MikroORM).em), csrfProtection(app.get(CsrfService)), ...(spa ? [spa] : [])]),
  );
  // Everything under /api, except the well-known addresses other systems look up at the root (RFC 8615).
  app.setGlobalPrefix('api', { exclude: [{ path: '.well-known/{*path}', method: RequestMethod.GET }] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
}

/** Where server-to-server callbacks arrive: signed by their sender, not CSRF-protected (csrfProtection skips them). */
export const WEBHOOKS_PREFIX = '/api/webhooks/';

/** Keeps a webhook's raw body as `req.rawBody` (its signature covers these exact bytes). */
function keepWebhookRawBody(req: IncomingMessage, _res: unknown, body: Buffer): void {
  if (req.url?.startsWith(WEBHOOKS_PREFIX)) (req as IncomingMessage & { rawBody?: Buffer }).rawBody = body;
}
