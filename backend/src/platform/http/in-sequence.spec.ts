import { jest } from '@jest/globals';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { inSequence } from './in-sequence.js';

const req = {} as Request;
const res = {} as Response;

function run(handlers: RequestHandler[]): Promise<unknown> {
  return new Promise((resolve) =>
    inSequence(handlers)(req, res, ((error?: unknown) => resolve(error ?? 'done')) as NextFunction),
  );
}

describe('inSequence', () => {
  it('runs the handlers in order, synchronous and asynchronous, then calls next', async () => {
    const seen: string[] = [];
    const result = await run([
      (_q, _s, next) => {
        seen.push('a');
        return next();
      },
      (_q, _s, next) =>
        void setTimeout(() => {
          seen.push('b');
          return next();
        }, 1),
      (_q, _s, next) => {
        seen.push('c');
        return next();
      },
    ]);
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(result).toBe('done');
  });

  it('stops at next(error) and passes the error on', async () => {
    const later = jest.fn();
    const error = new Error('bad body');
    expect(await run([(_q, _s, next) => next(error), later])).toBe(error);
    expect(later).not.toHaveBeenCalled();
  });

  it('passes on a throw, also from a handler called back asynchronously', async () => {
    const error = new Error('CSRF');
    expect(
      await run([
        (_q, _s, next) => void setTimeout(() => next(), 1),
        () => {
          throw error;
        },
      ]),
    ).toBe(error);
  });

  it('passes on a rejected promise', async () => {
    const error = new Error('async');
    expect(await run([async () => Promise.reject(error)])).toBe(error);
  });

  it('stops when a handler answers without calling next', async () => {
    const later = jest.fn();
    const sequence = inSequence([(_q, _s, _next) => undefined, later]);
    const done = jest.fn();
    sequence(req, res, done);
    await new Promise((r) => setTimeout(r, 5));
    expect(later).not.toHaveBeenCalled();
    expect(done).not.toHaveBeenCalled();
  });
});
