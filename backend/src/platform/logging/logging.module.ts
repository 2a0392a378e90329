import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppConfig } from '../config/app-config.js';
import { currentRequestId } from '../database/request-context.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Reuses a well-formed incoming X-Request-Id (from a proxy), otherwise makes one. */
export function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

const LEVELS_THAT_LOG_REQUESTS = new Set(['trace', 'debug', 'info']);
export const logsRequests = (level: string): boolean => LEVELS_THAT_LOG_REQUESTS.has(level);

/**
 * Structured JSON logs (pino). Every line written while a request is handled carries its
 * `requestId` (the mixin reads it from the request's context). The request lines themselves are
 * written by requestLog (configureHttp), one per request, not by pino-http's middleware: see there.
 * Lines go to stdout asynchronously (pino's SonicBoom, flushed when the process exits): a
 * synchronous write per line was a system call on every request.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        pinoHttp: [
          {
            level: config.logLevel,
            mixin: () => {
              const requestId = currentRequestId();
              return requestId ? { requestId } : {};
            },
          },
          pino.destination({ dest: 1, sync: false }),
        ],
        // No pino-http middleware: requestLog writes the request lines.
        forRoutes: [],
      }),
    }),
  ],
})
export class LoggingModule {}
