import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import { isApiPath } from './security-headers.js';

/** compression's own default: smaller bodies are never worth compressing. */
const THRESHOLD_BYTES = 1024;

/**
 * gzip/brotli/deflate as the client accepts (the compression middleware), attached so that
 * small API responses do not pay for it. Pages and files get the middleware as usual. An API
 * response gets it when it is sent, and only when its body reaches the threshold: most API
 * answers are a few hundred bytes, where the middleware's hooks (writeHead, write, end, Vary,
 * the MIME lookup) were a tenth of the request and compressed nothing. Streamed API responses
 * (res.write, files) are sent as they are.
 */
export function responseCompression() {
  const compress = compression({ threshold: THRESHOLD_BYTES });
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!isApiPath(req.path)) {
      compress(req, res, next);
      return;
    }
    const send = res.send;
    res.send = function sendMaybeCompressed(this: Response, body?: unknown) {
      // Express turns an object into JSON and comes back here with the string.
      if (typeof body !== 'string' && !Buffer.isBuffer(body)) return send.call(this, body);
      res.send = send;
      if (!res.headersSent && Buffer.byteLength(body) >= THRESHOLD_BYTES) {
        compress(req, res, () => send.call(this, body));
        return this;
      }
      return send.call(this, body);
    } as Response['send'];
    next();
  };
}
