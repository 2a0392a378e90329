/** Digits after the decimal point per currency (ISO 4217); amounts travel as integers of minor units. */
const MINOR_DIGITS: Record<string, number> = { USD: 2, EUR: 2, JPY: 0 };

const formatters = new Map<string, Intl.NumberFormat>();

/** "$12.50" for (1250, 'USD'): a price from the API's integer minor units, in the reader's locale. */
export function formatMoney(amount: number, currency: string): string {
  const digits = MINOR_DIGITS[currency] ?? 2;
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(currency, format);
  }
  return format.format(amount / 10 ** digits);
}

/** A fresh key for one checkout attempt: a retry of the same attempt reuses it, so it is paid at most once. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
