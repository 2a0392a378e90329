import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error.js';

/** The deepest nesting of objects and arrays a request body may have (a top-level object is 1). */
export const MAX_BODY_DEPTH = 32;

/** Keys that name the prototype machinery: refused anywhere in a body, never stripped silently. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** NUL, or a UTF-16 surrogate that is not half of a pair (neither has a place in text we store). */
const FORBIDDEN_CHARACTER = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasForbiddenCharacters = (text: string): boolean => FORBIDDEN_CHARACTER.test(text);

const NOT_ALLOWED = 'contains a character that is not allowed (NUL or an unpaired surrogate)';

function invalidCharacters(field: string): ApiError {
  const problem = `${field} ${NOT_ALLOWED}`;
  return new ApiError(400, 'INVALID_CHARACTERS', problem, [{ field, problems: [problem] }]);
}

/**
 * The path or the query string, percent-decoded strictly: the characters the router and the query
 * parser would pass on are checked, and bytes they would have to guess at (no UTF-8) are refused.
 */
function urlPartProblem(part: string, name: 'path' | 'query string'): ApiError | undefined {
  let decoded: string;
  try {
    decoded = part.includes('%') ? decodeURIComponent(part) : part;
  } catch {
    return new ApiError(400, 'MALFORMED_URL', `The request ${name} is not valid percent-encoded UTF-8.`);
  }
  return hasForbiddenCharacters(decoded)
    ? new ApiError(400, 'INVALID_CHARACTERS', `The request ${name} ${NOT_ALLOWED}.`)
    : undefined;
}

export function urlProblem(url: string): ApiError | undefined {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return urlPartProblem(url, 'path');
  return urlPartProblem(url.slice(0, queryStart), 'path') ?? urlPartProblem(url.slice(queryStart + 1), 'query string');
}

interface Visit {
  value: object;
  depth: number;
  key: string;
  parent?: Visit;
}

const fieldOf = (visit: Visit | undefined, key: string): string => {
  const keys = [key];
  for (let at = visit; at?.parent; at = at.parent) keys.unshift(at.key);
  return keys.join('.');
};

/**
 * The first problem of a parsed body, in one walk over it with its own stack (so no body can
 * overflow the checker): a string or key with a forbidden character, a reserved key, or nesting
 * deeper than `maxDepth`. Fields are named as validation errors name them (`privacy.showName`).
 */
export function bodyProblem(body: unknown, maxDepth = MAX_BODY_DEPTH): ApiError | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const stack: Visit[] = [{ value: body, depth: 1, key: '' }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    if (visit.depth > maxDepth) {
      return new ApiError(400, 'BODY_TOO_DEEP', `The request body is nested more than ${maxDepth} levels deep.`);
    }
    for (const [key, value] of Object.entries(visit.value)) {
      if (hasForbiddenCharacters(key)) return invalidCharacters(fieldOf(visit, key));
      if (RESERVED_KEYS.has(key)) {
        const problem = `property ${key} should not exist`;
        return new ApiError(400, 'VALIDATION_FAILED', problem, [{ field: fieldOf(visit, key), problems: [problem] }]);
      }
      if (typeof value === 'string' && hasForbiddenCharacters(value)) return invalidCharacters(fieldOf(visit, key));
      if (value !== null && typeof value === 'object')
        stack.push({ value, depth: visit.depth + 1, key, parent: visit });
    }
  }
  return undefined;
}

/**
 * Express middleware, right after the body parsers: refuses, before any handler and for every
 * route, a URL or body that no handler should see (issue 10, item 5). The strings that reach
 * PostgreSQL then never carry a NUL (its protocol refuses them: a 500), no body can make
 * class-transformer overflow the stack, and no prototype key is merged or stripped silently.
 * The URL is checked on API paths only: a page address with a stray `%` (`/?ref=50%`) still gets
 * the SPA, which reaches the data only through the API.
 */
export function inputGuard(maxDepth = MAX_BODY_DEPTH) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const url = req.originalUrl ?? req.url;
    const problem = (url.startsWith('/api') ? urlProblem(url) : undefined) ?? bodyProblem(req.body, maxDepth);
    next(problem);
  };
}
