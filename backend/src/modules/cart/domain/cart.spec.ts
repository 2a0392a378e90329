import { priceCart, type PricedProduct } from './cart.js';

const product = (id: string, amount: number, extra: Partial<PricedProduct> = {}): PricedProduct => ({
  productId: id,
  slug: id,
  title: `Product ${id}`,
  amount,
  currency: 'USD',
  owned: false,
  purchasable: true,
  ...extra,
});
const at = new Date('2026-11-25T10:00:00Z');

describe('priceCart', () => {
  it('totals the payable lines in integer minor units at the current prices', () => {
    const view = priceCart(
      [
        { productId: 'a', addedAt: at },
        { productId: 'b', addedAt: at },
      ],
      [product('a', 1999), product('b', 1)],
    );
    expect(view.total).toBe(2000);
    expect(view.payableCount).toBe(2);
    expect(view.currency).toBe('USD');
  });

  it('shows owned and withdrawn products without charging them, and drops products that no longer exist', () => {
    const view = priceCart(
      [
        { productId: 'owned', addedAt: at },
        { productId: 'gone', addedAt: at },
        { productId: 'draft', addedAt: at },
        { productId: 'ok', addedAt: at },
      ],
      [product('owned', 900, { owned: true }), product('draft', 500, { purchasable: false }), product('ok', 700)],
    );
    expect(view.lines.map((line) => [line.productId, line.payable])).toEqual([
      ['owned', false],
      ['draft', false],
      ['ok', true],
    ]);
    expect(view.total).toBe(700);
  });

  it('refuses to sum prices that are not integers, and mixed currencies', () => {
    expect(() => priceCart([{ productId: 'a', addedAt: at }], [product('a', 19.99)])).toThrow(/non-integer/);
    expect(() =>
      priceCart(
        [
          { productId: 'a', addedAt: at },
          { productId: 'b', addedAt: at },
        ],
        [product('a', 100), product('b', 100, { currency: 'EUR' })],
      ),
    ).toThrow(/currencies/);
  });

  it('an empty cart totals zero', () => {
    expect(priceCart([], [])).toEqual({ lines: [], total: 0, currency: 'USD', payableCount: 0 });
  });
});
