// How a returned JSON value is compared with the expected one (a problem names its comparator).
// Plain JavaScript: the judge's worker threads load it as it is, and the TypeScript side imports it.

/** @param {string} s */
const collapse = (s) => s.replace(/\s+/g, ' ').trim();

/**
 * @param {unknown} actual
 * @param {unknown} expected
 * @param {{ kind: 'exact' } | { kind: 'whitespace' } | { kind: 'float', tolerance: number }} comparator
 * @returns {boolean}
 */
export function sameValue(actual, expected, comparator) {
  if (typeof expected === 'number' && typeof actual === 'number') {
    if (comparator.kind === 'float') return Math.abs(actual - expected) <= comparator.tolerance * Math.max(1, Math.abs(actual), Math.abs(expected));
    return actual === expected;
  }
  if (typeof expected === 'string' && typeof actual === 'string') {
    return comparator.kind === 'whitespace' ? collapse(actual) === collapse(expected) : actual === expected;
  }
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((item, i) => sameValue(actual[i], item, comparator));
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    const keys = Object.keys(expected);
    return keys.length === Object.keys(actual).length && keys.every((key) => Object.hasOwn(actual, key) && sameValue(/** @type {Record<string, unknown>} */ (actual)[key], /** @type {Record<string, unknown>} */ (expected)[key], comparator));
  }
  return actual === expected;
}
