import { addMonths, extendPeriod } from './plans.js';
import { formatMinor, sumMinor } from './money.js';
import { canMove, linesActive, priceLines, statusesBefore } from './order.js';
import { cardOutcome, luhnValid } from './test-cards.js';

const now = new Date('2026-11-25T12:00:00Z');
const card = (number: string, extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...extra,
});
const line = (ref: string, amount: number, currency = 'USD') => ({
  kind: 'product' as const,
  ref,
  title: ref,
  amount,
  currency,
});

describe('money in integer minor units', () => {
  it('sums integers and refuses fractions, negatives and absurd totals', () => {
    expect(sumMinor([1999, 1, 0])).toBe(2000);
    expect(() => sumMinor([19.99])).toThrow(expect.objectContaining({ code: 'AMOUNT_INVALID' }));
    expect(() => sumMinor([-1])).toThrow(expect.objectContaining({ code: 'AMOUNT_INVALID' }));
    expect(() => sumMinor([9_000_000, 2_000_000])).toThrow(expect.objectContaining({ code: 'ORDER_TOO_LARGE' }));
    expect(formatMinor(1250, 'USD')).toBe('$12.50');
  });

  it('prices lines of one currency, without duplicates', () => {
    expect(priceLines([line('a', 800), line('b', 1200)])).toEqual({ total: 2000, currency: 'USD' });
    expect(() => priceLines([])).toThrow(expect.objectContaining({ code: 'CART_EMPTY' }));
    expect(() => priceLines([line('a', 800), line('b', 100, 'EUR')])).toThrow(
      expect.objectContaining({ code: 'CURRENCY_MIXED' }),
    );
    expect(() => priceLines([line('a', 800), line('a', 800)])).toThrow(
      expect.objectContaining({ code: 'ORDER_DUPLICATE_ITEM' }),
    );
    expect(() => priceLines([line('a', 800, 'XXX')])).toThrow(
      expect.objectContaining({ code: 'CURRENCY_UNSUPPORTED' }),
    );
  });
});

describe('order statuses', () => {
  it('moves pending to paid, failed or cancelled, and only paid to refunded', () => {
    expect(canMove('pending', 'paid')).toBe(true);
    expect(canMove('paid', 'refunded')).toBe(true);
    expect(canMove('failed', 'paid')).toBe(false);
    expect(canMove('refunded', 'paid')).toBe(false);
    expect(canMove('cancelled', 'paid')).toBe(false);
  });

  it('names the statuses each move starts from (the repository moves only from these)', () => {
    expect(statusesBefore('paid')).toEqual(['pending']);
    expect(statusesBefore('failed')).toEqual(['pending']);
    expect(statusesBefore('cancelled')).toEqual(['pending']);
    expect(statusesBefore('refunded')).toEqual(['paid']);
    expect(statusesBefore('pending')).toEqual([]);
  });

  it("keeps an order's lines holding their products while it is pending or paid", () => {
    expect((['pending', 'paid', 'failed', 'refunded', 'cancelled'] as const).filter(linesActive)).toEqual([
      'pending',
      'paid',
    ]);
  });
});

describe('membership periods', () => {
  it('adds calendar months, clamping the 31st to the shorter month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-25T12:00:00Z'), 12).toISOString()).toBe('2027-11-25T12:00:00.000Z');
  });

  it('extends from the current end while premium, from now otherwise', () => {
    const end = new Date('2026-12-10T00:00:00Z');
    expect(extendPeriod(end, now, 1).toISOString()).toBe('2027-01-10T00:00:00.000Z');
    expect(extendPeriod(new Date('2026-11-01T00:00:00Z'), now, 1).toISOString()).toBe('2026-12-25T12:00:00.000Z');
    expect(extendPeriod(null, now, 1).toISOString()).toBe('2026-12-25T12:00:00.000Z');
  });
});

describe('the test provider cards', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42')).toBe(false);
  });

  it('decides each outcome by the number, and refuses expired dates and bad CVCs', () => {
    expect(cardOutcome(card('4242 4242 4242 4242'), now)).toBe('succeeded');
    expect(cardOutcome(card('4000-0000-0000-0002'), now)).toBe('card_declined');
    expect(cardOutcome(card('4000000000009995'), now)).toBe('insufficient_funds');
    expect(cardOutcome(card('4000002500003155'), now)).toBe('authentication_required');
    expect(cardOutcome(card('4242424242424241'), now)).toBe('invalid_number');
    expect(cardOutcome(card('4242424242424242', { expMonth: 10, expYear: 26 }), now)).toBe('expired_card');
    expect(cardOutcome(card('4242424242424242', { expMonth: 11, expYear: 2026 }), now)).toBe('succeeded');
    expect(cardOutcome(card('4242424242424242', { cvc: '12' }), now)).toBe('incorrect_cvc');
  });
});
