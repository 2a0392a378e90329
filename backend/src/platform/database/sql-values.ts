/**
 * Values for raw SQL parameters, shared by the modules' SQL adapters (one escaping rule each,
 * so an adapter never writes its own).
 */

/** A PostgreSQL text[] literal for a `?::text[]` parameter: each element quoted, so commas, quotes and backslashes stay inside it. */
export function pgTextArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** An ILIKE/LIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally (PostgreSQL's default escape `\`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be compared with a uuid column (anything else would make PostgreSQL throw). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
