import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { IntegerFromString } from '../../../../platform/http/validation.js';
import type { Order, OrderStatus } from '../../domain/order.js';
import { PLANS, type PlanCode } from '../../domain/plans.js';

const ORDER_STATUSES: OrderStatus[] = ['pending', 'paid', 'failed', 'refunded', 'cancelled'];
const PLAN_CODES = PLANS.map((plan) => plan.code);

/** A client-made key per checkout attempt (e.g. a UUID): the same key answers the same order. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export class OrderLineResponse {
  @ApiProperty({ enum: ['product', 'membership'] }) kind: 'product' | 'membership';
  @ApiProperty({ description: "The product's id, or the plan's code" }) ref: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Integer, minor units of currency (cents)' }) amount: number;
  @ApiProperty({ example: 'USD' }) currency: string;
}

export class OrderResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ type: [OrderLineResponse] }) lines: OrderLineResponse[];
  @ApiProperty({ description: 'Integer, minor units of currency' }) total: number;
  @ApiProperty({ example: 'USD' }) currency: string;
  @ApiProperty({ enum: ['test', 'stripe'] }) provider: string;
  @ApiProperty({ type: String, nullable: true, description: 'Where to pay while pending' }) checkoutUrl: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why it failed or was cancelled, e.g. card_declined, expired, replaced',
  })
  failureCode: string | null;
  @ApiProperty({ type: String, nullable: true }) failureMessage: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'A pending order can be paid until then' })
  expiresAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paidAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) refundedAt: string | null;
}

export class AdminOrderResponse extends OrderResponse {
  @ApiProperty() userId: number;
  @ApiProperty({ type: String, nullable: true, description: "The provider's payment reference" }) providerPayment:
    | string
    | null;
  @ApiProperty({ type: String, nullable: true }) refundReason: string | null;
}

export const orderResponse = (o: Order): OrderResponse => ({
  id: o.id,
  status: o.status,
  lines: o.lines.map((l) => ({ kind: l.kind, ref: l.ref, title: l.title, amount: l.amount, currency: l.currency })),
  total: o.total,
  currency: o.currency,
  provider: o.provider,
  checkoutUrl: o.status === 'pending' ? o.checkoutUrl : null,
  failureCode: o.failureCode,
  failureMessage: o.failureMessage,
  createdAt: o.createdAt.toISOString(),
  expiresAt: o.expiresAt.toISOString(),
  paidAt: o.paidAt?.toISOString() ?? null,
  refundedAt: o.refundedAt?.toISOString() ?? null,
});

export const adminOrderResponse = (o: Order): AdminOrderResponse => ({
  ...orderResponse(o),
  userId: o.userId,
  providerPayment: o.providerPayment,
  refundReason: o.refundReason,
});

export class OrderPageResponse {
  @ApiProperty({ type: [OrderResponse] }) items: OrderResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class AdminOrderPageResponse {
  @ApiProperty({ type: [AdminOrderResponse] }) items: AdminOrderResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class OrdersQuery extends PageQuery({ pageSize: 20, maxPageSize: 100 }) {}

export class AdminOrdersQuery extends OrdersQuery {
  @ApiPropertyOptional({ enum: ORDER_STATUSES }) @IsOptional() @IsIn(ORDER_STATUSES) status?: OrderStatus;
  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @IntegerFromString()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  userId?: number;
}

export class RefundOrderBody {
  @ApiProperty({ minLength: 3, maxLength: 500, description: 'Why (kept with the order)' })
  @IsString()
  @MinLength(3)
  @MaxLength(500)
  @Matches(/\S/)
  reason: string;
}

export class PlanResponse {
  @ApiProperty({ enum: PLAN_CODES }) code: PlanCode;
  @ApiProperty() title: string;
  @ApiProperty({ enum: ['month', 'year'] }) interval: 'month' | 'year';
  @ApiProperty() months: number;
  @ApiProperty({ description: 'Integer, minor units of currency' }) amount: number;
  @ApiProperty({ example: 'USD' }) currency: string;
}

export class PlansResponse {
  @ApiProperty({ type: [PlanResponse] }) plans: PlanResponse[];
}

export class MembershipCheckoutBody {
  @ApiProperty({ enum: PLAN_CODES }) @IsIn(PLAN_CODES) plan: PlanCode;
  @ApiProperty({
    pattern: IDEMPOTENCY_KEY.source,
    description: 'A fresh random key per checkout attempt; retrying with the same key answers the same order',
  })
  @IsString()
  @Matches(IDEMPOTENCY_KEY)
  idempotencyKey: string;
}

export class CheckoutResponse {
  @ApiProperty({ type: OrderResponse }) order: OrderResponse;
  @ApiProperty({
    description:
      "Where the payer goes next: the provider's page (absolute, or /test-payment?session=… here), or the receipt",
  })
  redirectUrl: string;
}

export class MembershipResponse {
  @ApiProperty({ enum: ['free', 'premium'] }) tier: 'free' | 'premium';
  @ApiProperty({ type: String, nullable: true, enum: [...PLAN_CODES, null] }) plan: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) until: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) startedAt: string | null;
}

export class WebhookReceivedResponse {
  @ApiProperty() received: boolean;
  @ApiProperty({ enum: ['applied', 'duplicate', 'ignored', 'refunded_late_payment'] }) outcome: string;
}

// The test provider's hosted page.

export class TestCardResponse {
  @ApiProperty() number: string;
  @ApiProperty() outcome: string;
  @ApiProperty() description: string;
}

export class TestPaymentSessionResponse {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'Integer, minor units' }) amount: number;
  @ApiProperty() currency: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: ['open', 'requires_action', 'succeeded', 'failed', 'cancelled', 'expired'] }) status: string;
  @ApiProperty({ type: String, nullable: true }) cardLast4: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The last decline, e.g. card_declined' }) declineCode:
    | string
    | null;
  @ApiProperty() attempts: number;
  @ApiProperty({ description: 'Where to go after paying (the receipt)' }) successUrl: string;
  @ApiProperty({ description: 'Where to go back to (the cart or the premium page)' }) cancelUrl: string;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: string;
  @ApiProperty({ type: [TestCardResponse], description: 'Test cards and what each does' })
  testCards: TestCardResponse[];
}

export class TestPaymentBody {
  @ApiProperty({ example: '4242 4242 4242 4242' })
  @IsString()
  @MaxLength(23)
  @Matches(/^[\d\s-]{12,23}$/, { message: 'number must be a card number' })
  number: string;
  @ApiProperty({ minimum: 1, maximum: 12 }) @IsInt() @Min(1) @Max(12) expMonth: number;
  @ApiProperty({ minimum: 0, maximum: 2100, description: 'Two or four digits' })
  @IsInt()
  @Min(0)
  @Max(2100)
  expYear: number;
  @ApiProperty({ example: '123' })
  @IsString()
  @Matches(/^\d{3,4}$/, { message: 'cvc must be 3 or 4 digits' })
  cvc: string;
  @ApiProperty({ maxLength: 100, description: 'Name on the card' })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  @Matches(/\S/)
  name: string;
}

export class TestAuthenticationBody {
  @ApiProperty({ description: 'true: the cardholder completes the 3-D Secure challenge; false: fails it' })
  @IsBoolean()
  approve: boolean;
}

export class TestPaymentResultResponse {
  @ApiProperty({ enum: ['open', 'requires_action', 'succeeded', 'failed', 'cancelled', 'expired'] }) status: string;
  @ApiPropertyOptional({
    description:
      'card_declined, insufficient_funds, authentication_failed, invalid_number, expired_card, incorrect_cvc',
  })
  declineCode?: string;
  @ApiPropertyOptional({ description: 'What to tell the payer' }) message?: string;
  @ApiPropertyOptional({ description: 'Where to go now' }) redirectUrl?: string;
}
