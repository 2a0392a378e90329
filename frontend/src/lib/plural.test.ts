import { describe, expect, it } from 'vitest';
import { days, plural } from './plural';

describe('plural', () => {
  it('picks the form the plural rules select for the count', () => {
    expect(days(1)).toBe('1 day');
    expect(days(0)).toBe('0 days');
    expect(days(2)).toBe('2 days');
    expect(plural(1, { one: 'learner', other: 'learners' })).toBe('1 learner');
    expect(plural(21, { one: 'learner', other: 'learners' })).toBe(`${new Intl.NumberFormat().format(21)} learners`);
  });
});
