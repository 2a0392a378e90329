import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import {
  ConnectionException,
  UniqueConstraintViolationException,
  ForeignKeyConstraintViolationException,
} from '@mikro-orm/core';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { DomainError, type DomainErrorKind } from '../errors/domain-error.js';
import { ErrorBody, defaultCodeForStatus } from './error-body.js';

const statusForKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
};

/** Errors raised by Express' body parser before Nest sees the request. */
interface BodyParserError extends Error {
  type?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
  '08004',
]);

/** The SQLSTATE of an error that `pg` raised for PostgreSQL (undefined for anything else). */
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; severity?: unknown } | null;
  return e && typeof e === 'object' && typeof e.code === 'string' && typeof e.severity === 'string'
    ? e.code
    : undefined;
}

function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof ConnectionException) return true;
  const e = error as { code?: string; message?: string; cause?: unknown } | undefined;
  if (!e || typeof e !== 'object') return false;
  if (e.code && CONNECTION_ERROR_CODES.has(e.code)) return true;
  if (
    typeof e.message === 'string' &&
    /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/i.test(e.message)
  ) {
    return true;
  }
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}

/**
 * Writes `{ statusCode, code, message, details?, requestId }` for every error, whatever threw it.
 * 5xx bodies never carry the underlying message or stack; those go to the log with the request id.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request & { id?: string }>();
    const res = http.getResponse<Response>();
    const requestId = String(req?.id ?? randomUUID());
    const body = this.toBody(exception, requestId);

    if (body.statusCode >= 500) {
      this.logger.error(
        { err: exception, requestId, method: req?.method, url: req?.originalUrl },
        `${body.code}: ${exception instanceof Error ? exception.message : String(exception)}`,
      );
    }
    // The request's log line (requestLog) names the error by its code.
    if (res?.locals) (res.locals as { errorCode?: string }).errorCode = body.code;
    if (res.headersSent) return;
    if (body.statusCode === 503) res.setHeader('Retry-After', '5');
    res.status(body.statusCode).json(body);
  }

  toBody(exception: unknown, requestId: string): ErrorBody {
    const make = (statusCode: number, code: string, message: string, details?: unknown): ErrorBody =>
      details === undefined
        ? { statusCode, code, message, requestId }
        : { statusCode, code, message, details, requestId };

    if (exception instanceof DomainError) {
      return make(statusForKind[exception.kind], exception.code, exception.message, exception.details);
    }
    if (exception instanceof ThrottlerException) {
      return make(429, 'RATE_LIMITED', 'Too many requests. Please slow down and try again shortly.');
    }
    // Express' body parser failures arrive wrapped by Nest (cause) or raw.
    const bodyError = (exception instanceof HttpException ? exception.cause : exception) as BodyParserError | undefined;
    if (bodyError && typeof bodyError === 'object' && typeof bodyError.type === 'string') {
      const status = bodyError.status ?? bodyError.statusCode ?? 400;
      switch (bodyError.type) {
        case 'entity.parse.failed':
          return make(400, 'MALFORMED_JSON', 'The request body is not valid JSON.');
        case 'entity.too.large':
          return make(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
        case 'encoding.unsupported':
        case 'charset.unsupported':
          return make(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body encoding is not supported.');
        default:
          if (status >= 400 && status < 500) return make(status, 'BAD_REQUEST', 'The request body could not be read.');
      }
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const payload = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
      let message =
        typeof response === 'string'
          ? response
          : typeof payload.message === 'string'
            ? payload.message
            : exception.message;
      let code = typeof payload.code === 'string' ? payload.code : (defaultCodeForStatus[status] ?? `HTTP_${status}`);
      if (status === 404 && !payload.code && /^Cannot [A-Z]+ \//.test(message)) {
        code = 'ROUTE_NOT_FOUND';
        message = `No API route matches ${message.slice('Cannot '.length)}`;
      }
      if (status >= 500) message = status === 503 ? message : 'Internal server error';
      return make(status, code, message, payload.details);
    }
    if (isDatabaseUnavailable(exception)) {
      return make(503, 'DATABASE_UNAVAILABLE', 'The database is unavailable. Please try again shortly.');
    }
    // The ORM's exceptions, or PostgreSQL's own codes from typed SQL (Kysely throws pg's errors as they are).
    if (exception instanceof UniqueConstraintViolationException || sqlState(exception) === '23505') {
      return make(409, 'CONFLICT', 'This conflicts with something that already exists.');
    }
    if (exception instanceof ForeignKeyConstraintViolationException || sqlState(exception) === '23503') {
      return make(409, 'CONFLICT', 'This refers to something that does not exist or is still in use.');
    }
    return make(500, 'INTERNAL_ERROR', 'Internal server error');
  }
}
