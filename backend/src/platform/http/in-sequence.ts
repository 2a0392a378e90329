import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * One Express middleware that runs `handlers` in order, as separate app.use() layers would:
 * a handler's next() runs the following one, next(error) (or a throw, or a rejected promise)
 * skips the rest with the error. The router's per-layer work (matching, prefix trimming,
 * parameter processing) is then paid once for the whole sequence instead of once per handler,
 * which was measurable on every request. For global middleware only: no path or method
 * filtering, and no next('route').
 */
export function inSequence(handlers: readonly RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, done: NextFunction): void => {
    let index = 0;
    const next = (error?: unknown): void => {
      if (error) {
        done(error);
        return;
      }
      const handler = handlers[index++];
      if (!handler) {
        done();
        return;
      }
      try {
        const result: unknown = handler(req, res, next);
        if (result instanceof Promise) result.catch(done);
      } catch (thrown) {
        done(thrown);
      }
    };
    next();
  };
}
