/** A paid order as `GET /api/payments/orders/{id}` answers it, typed from the generated client. */
import type { OrderResponse } from '../../../api/generated/types.gen';

export const ORDER_ID = '7f1c2d3e-0000-4000-8000-000000000001';

/** A paid one-month Premium order of 8.00 USD through the test provider; `overrides` replace whole fields. */
export function orderResponse(overrides: Partial<OrderResponse> = {}): OrderResponse {
  return {
    id: ORDER_ID,
    status: 'paid',
    lines: [
      { kind: 'membership', ref: 'premium-monthly', title: 'DevPath Premium, 1 month', amount: 800, currency: 'USD' },
    ],
    total: 800,
    currency: 'USD',
    provider: 'test',
    checkoutUrl: null,
    failureCode: null,
    failureMessage: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    expiresAt: '2026-11-25T10:30:00.000Z',
    paidAt: '2026-11-25T10:01:00.000Z',
    refundedAt: null,
    ...overrides,
  };
}
