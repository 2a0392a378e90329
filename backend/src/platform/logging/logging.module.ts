import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppConfig } from '../config/app-config.js';

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

/** Structured JSON logs (pino) with the request id on every line. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.logLevel,
          genReqId: (req: IncomingMessage & { id?: string }, res: ServerResponse) => req.id ?? requestIdFor(req, res),
          customAttributeKeys: { reqId: 'requestId' },
          redact: {
            paths: [
              'req.headers.authorization',
              'req.headers.cookie',
              'req.headers["x-csrf-token"]',
              'res.headers["set-cookie"]',
            ],
            censor: '[redacted]',
          },
          autoLogging: { ignore: (req: IncomingMessage) => (req.url ?? '').startsWith('/api/health') },
          serializers: {
            req: (req: { id: string; method: string; url: string }) => ({
              id: req.id,
              method: req.method,
              url: req.url,
            }),
          },
        },
        // Request logging (a child logger bound to each request) only where requests are logged:
        // at warn and above it was the largest per-request cost, and errors carry the id anyway.
        forRoutes: logsRequests(config.logLevel) ? ['*splat'] : [],
      }),
    }),
  ],
})
export class LoggingModule {}
