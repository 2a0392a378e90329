/**
 * One staff action as the audit log keeps it: who (id and role at the time), what (the method
 * and the route's pattern, with its parameters), the request's fields with secrets removed and
 * long texts cut, and how it ended (the HTTP status).
 */
export interface AuditEntry {
  id: number;
  at: Date;
  actorId: number;
  actorRole: string;
  method: string;
  route: string;
  params: Record<string, string>;
  changes: Record<string, unknown>;
  status: number;
}

export type NewAuditEntry = Omit<AuditEntry, 'id' | 'at'>;

/** Field names whose values the log never keeps (their presence is kept, as "[redacted]"). */
const SECRET = /pass(word)?|token|secret|key|code|otp|cookie|authorization/i;
const MAX_TEXT = 200;
const MAX_FIELDS = 30;
const MAX_DEPTH = 3;
const MAX_ITEMS = 20;

/**
 * What of a request body goes into the log: secrets redacted, strings cut at 200 characters,
 * at most 30 fields per object, 20 items per list and 3 levels; `__proto__` and `constructor`
 * keys are dropped. A staff member's edit stays readable without the log becoming a copy of
 * every article they saved.
 */
export function summarizeChanges(body: unknown, depth = 0): unknown {
  if (body === null || body === undefined) return null;
  if (typeof body === 'string')
    return body.length > MAX_TEXT ? `${body.slice(0, MAX_TEXT)}… (${body.length} characters)` : body;
  if (typeof body === 'number' || typeof body === 'boolean') return body;
  if (depth >= MAX_DEPTH) return Array.isArray(body) ? `[${body.length} items]` : '{…}';
  if (Array.isArray(body)) {
    const items = body.slice(0, MAX_ITEMS).map((item) => summarizeChanges(item, depth + 1));
    return body.length > MAX_ITEMS ? [...items, `… ${body.length - MAX_ITEMS} more`] : items;
  }
  if (typeof body === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body).slice(0, MAX_FIELDS)) {
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
      out[key] = SECRET.test(key) ? '[redacted]' : summarizeChanges(value, depth + 1);
    }
    return out;
  }
  return String(body);
}

/** Only staff-only routes are audited, and only requests that may change something. */
export function isAuditedRequest(method: string, roles: readonly string[] | undefined): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return !!roles && roles.length > 0 && !roles.includes('user');
}
