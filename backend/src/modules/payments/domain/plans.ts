/**
 * Premium membership plans (issue 16). Prices in minor units; a yearly plan is 12 months for the
 * price of 9. Paying for a plan while premium extends the current period.
 */
export interface Plan {
  code: PlanCode;
  title: string;
  interval: 'month' | 'year';
  months: number;
  amount: number;
  currency: 'USD';
}

export type PlanCode = 'premium-monthly' | 'premium-yearly';

export const PLANS: readonly Plan[] = [
  {
    code: 'premium-monthly',
    title: 'DevPath Premium, 1 month',
    interval: 'month',
    months: 1,
    amount: 800,
    currency: 'USD',
  },
  {
    code: 'premium-yearly',
    title: 'DevPath Premium, 12 months',
    interval: 'year',
    months: 12,
    amount: 7200,
    currency: 'USD',
  },
];

export const planOf = (code: string): Plan | undefined => PLANS.find((plan) => plan.code === code);

/** The end of a period of `months` calendar months from `from` (UTC; the 31st clamps to the month's last day). */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(
    Date.UTC(
      from.getUTCFullYear(),
      from.getUTCMonth() + months,
      1,
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

/** A new or renewed membership's end: from the current end while still active, else from now. */
export function extendPeriod(currentEnd: Date | null, now: Date, months: number): Date {
  const start = currentEnd && currentEnd > now ? currentEnd : now;
  return addMonths(start, months);
}
