// How a returned JSON value is compared with the expected one (a problem names its comparator).

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

export type ValueComparator =
  | { kind: 'exact' }
  | { kind: 'whitespace' }
  | { kind: 'float'; tolerance: number }
  | { kind: 'rows'; ordered: boolean };

/** Numbers in result tables agree within this (relative) tolerance: numeric 2.50 and 2.5 are one value. */
const ROW_TOLERANCE = 1e-9;
const ROW_VALUES: ValueComparator = { kind: 'float', tolerance: ROW_TOLERANCE };

/** A row's sort key for comparing rows as a multiset (numbers rounded so that near-equal ones sort together). */
const rowKey = (row: unknown[]) =>
  JSON.stringify(row.map((v) => (typeof v === 'number' ? Number(v.toPrecision(12)) : v)));

/**
 * Whether a query's result table `{ columns, rows }` equals the expected one: the same column
 * names in the same order, and the same rows (in order when `ordered`, else as a multiset).
 */
export function sameRows(actual: unknown, expected: unknown, ordered: boolean): boolean {
  const table = (value: unknown) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const { columns, rows } = value as { columns?: unknown; rows?: unknown };
    if (!Array.isArray(columns) || !Array.isArray(rows) || !rows.every((row) => Array.isArray(row))) return undefined;
    return { columns, rows: rows as unknown[][] };
  };
  const a = table(actual);
  const e = table(expected);
  if (!a || !e) return false;
  if (a.columns.length !== e.columns.length || a.columns.some((c, i) => c !== e.columns[i])) return false;
  if (a.rows.length !== e.rows.length) return false;
  const left = ordered ? a.rows : [...a.rows].sort((x, y) => rowKey(x).localeCompare(rowKey(y)));
  const right = ordered ? e.rows : [...e.rows].sort((x, y) => rowKey(x).localeCompare(rowKey(y)));
  return right.every((row, i) => sameValue(left[i], row, ROW_VALUES));
}

/** Whether the returned JSON value equals the expected one under the problem's comparator. */
export function sameValue(actual: unknown, expected: unknown, comparator: ValueComparator): boolean {
  if (comparator.kind === 'rows') return sameRows(actual, expected, comparator.ordered);
  if (typeof expected === 'number' && typeof actual === 'number') {
    if (comparator.kind === 'float')
      return Math.abs(actual - expected) <= comparator.tolerance * Math.max(1, Math.abs(actual), Math.abs(expected));
    return actual === expected;
  }
  if (typeof expected === 'string' && typeof actual === 'string') {
    return comparator.kind === 'whitespace' ? collapse(actual) === collapse(expected) : actual === expected;
  }
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((item, i) => sameValue(actual[i], item, comparator))
    );
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    const keys = Object.keys(expected);
    return (
      keys.length === Object.keys(actual).length &&
      keys.every(
        (key) =>
          Object.hasOwn(actual, key) &&
          sameValue((actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key], comparator),
      )
    );
  }
  return actual === expected;
}
