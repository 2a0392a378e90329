import { DomainError } from '../../../platform/errors/domain-error.js';

/** The currencies we sell in, with their minor-unit digits (ISO 4217). */
export const CURRENCIES = { USD: 2, EUR: 2 } as const;
export type Currency = keyof typeof CURRENCIES;

/** The largest order total we accept: $100,000.00 in cents (integers, far from 2^53). */
export const MAX_TOTAL = 10_000_000;

export const isCurrency = (value: string): value is Currency => Object.hasOwn(CURRENCIES, value);

/** Sums amounts in minor units: integers only, never negative, never past MAX_TOTAL. */
export function sumMinor(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount) || amount < 0)
      throw new DomainError(
        'invalid',
        'AMOUNT_INVALID',
        `An amount must be a non-negative integer of minor units (got ${amount}).`,
      );
    total += amount;
    if (total > MAX_TOTAL)
      throw new DomainError('invalid', 'ORDER_TOO_LARGE', 'This order is larger than we accept in one payment.');
  }
  return total;
}

/** "$12.50" for 1250 USD: for mails and provider descriptions (the SPA formats with Intl itself). */
export function formatMinor(amount: number, currency: string): string {
  const digits = isCurrency(currency) ? CURRENCIES[currency] : 2;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: digits }).format(
    amount / 10 ** digits,
  );
}
