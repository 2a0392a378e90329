import { isAuditedRequest, summarizeChanges } from './audit-entry.js';

describe('audit entries', () => {
  it('keeps the fields of a request without its secrets, cut to a readable size', () => {
    const long = 'é'.repeat(5_000);
    expect(
      summarizeChanges({
        role: 'moderator',
        newPassword: 'hunter2 hunter2',
        apiKey: 'k',
        bodyMd: long,
        tags: ['a', 'b'],
        published: true,
        order: 3,
      }),
    ).toEqual({
      role: 'moderator',
      newPassword: '[redacted]',
      apiKey: '[redacted]',
      bodyMd: `${'é'.repeat(200)}… (5000 characters)`,
      tags: ['a', 'b'],
      published: true,
      order: 3,
    });
  });

  it('bounds deep, wide and long input, and drops prototype keys', () => {
    const deep = { a: { b: { c: { d: 1 } } } };
    expect(summarizeChanges(deep)).toEqual({ a: { b: { c: '{…}' } } });
    const wide = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, i]));
    expect(Object.keys(summarizeChanges(wide) as object)).toHaveLength(30);
    const list = summarizeChanges({ items: Array.from({ length: 25 }, (_, i) => i) }) as { items: unknown[] };
    expect(list.items).toHaveLength(21);
    expect(list.items.at(-1)).toBe('… 5 more');
    const hostile = JSON.parse('{"__proto__": {"admin": true}, "constructor": 1, "ok": 2}');
    expect(summarizeChanges(hostile)).toEqual({ ok: 2 });
    expect(summarizeChanges(undefined)).toBeNull();
  });

  it('audits unsafe requests to staff-only routes only', () => {
    expect(isAuditedRequest('PATCH', ['admin'])).toBe(true);
    expect(isAuditedRequest('POST', ['moderator', 'admin'])).toBe(true);
    expect(isAuditedRequest('GET', ['admin'])).toBe(false);
    expect(isAuditedRequest('PATCH', ['user', 'moderator', 'admin'])).toBe(false);
    expect(isAuditedRequest('POST', undefined)).toBe(false);
  });
});
