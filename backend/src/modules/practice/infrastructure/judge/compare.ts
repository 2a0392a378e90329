// How a returned JSON value is compared with the expected one (a problem names its comparator).

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

export type ValueComparator = { kind: 'exact' } | { kind: 'whitespace' } | { kind: 'float'; tolerance: number };

/** Whether the returned JSON value equals the expected one under the problem's comparator. */
export function sameValue(actual: unknown, expected: unknown, comparator: ValueComparator): boolean {
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
