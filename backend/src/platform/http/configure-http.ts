import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import { Logger } from 'nestjs-pino';
import { MikroORM } from '@mikro-orm/postgresql';
import { CsrfService } from '../csrf/csrf.service.js';
import { csrfProtection } from '../csrf/csrf.middleware.js';
import { requestContext } from '../database/request-context.js';
import type { AppConfig } from '../config/app-config.js';
import { fromRepoRoot } from '../config/paths.js';
import { requestIdFor } from '../logging/logging.module.js';
import { AllExceptionsFilter } from './all-exceptions.filter.js';
import { createValidationPipe } from './validation.js';
import { serveSpa } from './spa.js';
import { securityHeaders } from './security-headers.js';
import { responseCompression } from './response-compression.js';

/** Everything HTTP-level, in the order requests meet it. */
export function configureHttp(app: NestExpressApplication, config: AppConfig): void {
  const express = app.getHttpAdapter().getInstance();
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // API responses are per-user and not cached; hashing every body for an ETag was wasted work.
  // (Static files keep their own ETags from express.static.)
  app.set('etag', false);

  // A request id before anything can fail, so every error body and log line carries it.
  app.use((req: Request & { id?: string }, res: Response, next: NextFunction) => {
    req.id = requestIdFor(req, res);
    next();
  });
  app.use(securityHeaders(config));
  app.use(responseCompression());
  app.use(cookieParser());
  app.useBodyParser('json', { limit: config.bodyLimitBytes });
  app.useBodyParser('urlencoded', { limit: config.bodyLimitBytes, extended: false });
  // Cross-origin callers only when CORS_ORIGINS lists them. Without any, the cors middleware
  // would only copy its options and call next() on every request, so it is not installed.
  if (config.corsOrigins.length) {
    app.enableCors({
      origin: config.corsOrigins,
      credentials: true,
      allowedHeaders: ['Content-Type', 'Authorization', 'X-CSRF-Token', 'X-Request-Id', 'X-Retry-Attempt', 'Cache-Control', 'Pragma'],
      exposedHeaders: ['X-Request-Id', 'Retry-After'],
      maxAge: 600,
    });
  }
  // The ORM's request context, then CSRF (after the cookie and body parsers, as before, so a
  // malformed body is still a 400). Plain Express middleware: cheaper than Nest's wrapper.
  app.use(requestContext(app.get(MikroORM).em));
  app.use(csrfProtection(app.get(CsrfService)));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());

  if (config.spa.enabled && !serveSpa(express, fromRepoRoot(config.spa.distDir))) {
    app.get(Logger).warn(`No SPA build at ${config.spa.distDir}; serving the API only (run npm run build).`);
  }
}
