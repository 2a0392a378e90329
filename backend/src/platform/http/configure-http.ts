import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import type { NextFunction, Request, Response } from 'express';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config.js';
import { fromRepoRoot } from '../config/paths.js';
import { requestIdFor } from '../logging/logging.module.js';
import { AllExceptionsFilter } from './all-exceptions.filter.js';
import { createValidationPipe } from './validation.js';
import { serveSpa } from './spa.js';

/** Identity-provider hosts the SPA talks to directly (Firebase Auth). */
const IDENTITY_HOSTS = ['https://*.googleapis.com', 'https://*.firebaseapp.com', 'https://apis.google.com', 'https://www.gstatic.com'];

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
  // The Auth emulator is another origin the browser SDK calls and frames (local and tests only:
  // the configuration refuses the emulator in production).
  const emulatorOrigin = config.firebase?.emulatorHost ? [`http://${config.firebase.emulatorHost}`] : [];
  app.use(
    helmet({
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
    }),
  );
  app.use(compression());
  app.use(cookieParser());
  app.useBodyParser('json', { limit: config.bodyLimitBytes });
  app.useBodyParser('urlencoded', { limit: config.bodyLimitBytes, extended: false });
  app.enableCors({
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: true,
    allowedHeaders: ['Content-Type', 'Authorization', 'X-CSRF-Token', 'X-Request-Id', 'X-Retry-Attempt', 'Cache-Control', 'Pragma'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());

  if (config.spa.enabled && !serveSpa(express, fromRepoRoot(config.spa.distDir))) {
    app.get(Logger).warn(`No SPA build at ${config.spa.distDir}; serving the API only (run npm run build).`);
  }
}
