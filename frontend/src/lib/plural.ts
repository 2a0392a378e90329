/** Counts as learners read them: the number in their locale's digits and the word in the plural form its rules pick. */

// The words are English, so English plural rules choose between them (one: 1; other: 0, 2, 1.5...).
const rules = new Intl.PluralRules('en');
const numbers = new Intl.NumberFormat();

/** "1 day", "0 days", "1,200 days": `forms.one` or `forms.other` as Intl.PluralRules selects for `count`. */
export function plural(count: number, forms: { one: string; other: string }): string {
  return `${numbers.format(count)} ${rules.select(count) === 'one' ? forms.one : forms.other}`;
}

export const days = (count: number) => plural(count, { one: 'day', other: 'days' });
