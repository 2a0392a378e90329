import { containsPattern, isUuid, pgTextArray } from './sql-values.js';

describe('SQL values', () => {
  it('quotes every element of a text[] literal', () => {
    expect(pgTextArray([])).toBe('{}');
    expect(pgTextArray(['a', 'b,c', 'say "hi"', 'back\\slash'])).toBe('{"a","b,c","say \\"hi\\"","back\\\\slash"}');
  });

  it('takes %, _ and \\ literally in a contains pattern', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });

  it('knows a uuid from anything else', () => {
    expect(isUuid('3f2b8c1e-0d4a-4b6f-9a51-2c7e8d9f0a1b')).toBe(true);
    expect(isUuid('3f2b8c1e-0d4a-4b6f-9a51-2c7e8d9f0a1')).toBe(false);
    expect(isUuid("1' or '1'='1")).toBe(false);
  });
});
