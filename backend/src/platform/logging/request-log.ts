import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

/** What a request line says: the fields operators search and graph by. */
export interface RequestLine {
  requestId: string | undefined;
  method: string;
  url: string;
  statusCode: number;
  /** Milliseconds from the request's arrival at the application to its response's end. */
  responseTime: number;
  /** The signed-in caller, when the authentication guard knew them. */
  userId?: number;
  /** The error body's machine-readable code (set by AllExceptionsFilter), for refusals and failures. */
  code?: string;
  /** The client went away before the response was complete. */
  aborted?: true;
}

const STARTED = Symbol('requestLogStarted');
type Timed = Response & { [STARTED]?: number };

/** Health probes are polled every few seconds by orchestrators: their lines would drown the rest. */
const isProbe = (url: string) => url.startsWith('/api/health');

/**
 * One line per request, written when its response has ended (or the client left): request id,
 * method, URL, status, duration, the caller's id and the error code. It replaces pino-http, whose
 * per-request child logger (bound to the request, with serializers and redaction) was the largest
 * single cost of a request at the info level. Lines logged inside a request still carry its id:
 * the logger's mixin reads it from the request's context (see LoggingModule). Mounted first, so a
 * request refused by a middleware (CSRF, a malformed body, the input guard) gets its line too.
 */
export function requestLog(logger: Pick<Logger, 'info'>) {
  // One listener function for every response (`this` is the response): no closure per request.
  function onClose(this: Timed): void {
    const req = this.req as Request & { id?: string; user?: { id?: number } };
    const line: RequestLine = {
      requestId: req.id,
      method: req.method,
      url: req.originalUrl ?? req.url,
      statusCode: this.statusCode,
      responseTime: Math.round((performance.now() - (this[STARTED] ?? 0)) * 10) / 10,
    };
    if (req.user?.id !== undefined) line.userId = req.user.id;
    const code = (this.locals as { errorCode?: unknown } | undefined)?.errorCode;
    if (typeof code === 'string') line.code = code;
    if (!this.writableFinished) line.aborted = true;
    logger.info(line, line.aborted ? 'request aborted' : 'request completed');
  }
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!isProbe(req.url)) {
      (res as Timed)[STARTED] = performance.now();
      res.on('close', onClose);
    }
    next();
  };
}
