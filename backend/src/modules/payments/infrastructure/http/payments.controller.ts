import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiExtension,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request } from 'express';
import { Auth, CurrentUser, Public, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { DomainError } from '../../../../platform/errors/domain-error.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { Checkout } from '../../application/checkout.js';
import { Memberships } from '../../application/memberships.js';
import { Orders } from '../../application/orders.js';
import { WebhookReceiver } from '../providers/webhook-receiver.js';
import { PLANS } from '../../domain/plans.js';
import { TestPaymentProvider } from '../providers/test-provider.js';
import {
  AdminOrderPageResponse,
  AdminOrderResponse,
  AdminOrdersQuery,
  adminOrderResponse,
  CheckoutResponse,
  MembershipCheckoutBody,
  MembershipResponse,
  OrderPageResponse,
  OrderResponse,
  orderResponse,
  OrdersQuery,
  PlansResponse,
  RefundOrderBody,
  TestAuthenticationBody,
  TestPaymentBody,
  TestPaymentResultResponse,
  TestPaymentSessionResponse,
  WebhookReceivedResponse,
} from './payments.dto.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const orderId = (id: string) => {
  if (!UUID.test(id)) throw new DomainError('not_found', 'ORDER_NOT_FOUND', 'There is no such order.');
  return id.toLowerCase();
};
type WithRawBody = Request & { rawBody?: Buffer };

/** Checkout, orders and premium membership (issue 16). */
@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly checkout: Checkout,
    private readonly orders: Orders,
    private readonly memberships: Memberships,
  ) {}

  @Get('plans')
  @Public()
  @ApiOperation({ summary: 'The premium plans and their prices (integers, minor units)' })
  @ApiOkResponse({ type: PlansResponse })
  listPlans(): PlansResponse {
    return { plans: PLANS.map((plan) => ({ ...plan })) };
  }

  @Get('membership')
  @Auth()
  @ApiOperation({ summary: 'My membership: free or premium, the plan and until when' })
  @ApiOkResponse({ type: MembershipResponse })
  async getMyMembership(@CurrentUser() user: AuthenticatedUser): Promise<MembershipResponse> {
    const status = await this.memberships.status(user.id);
    return {
      tier: status.tier,
      plan: status.plan,
      until: status.until?.toISOString() ?? null,
      startedAt: status.startedAt?.toISOString() ?? null,
    };
  }

  @Post('memberships/checkout')
  @Auth()
  @HttpCode(200)
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  @ApiOperation({
    summary: 'Buy (or extend) premium: a pending order and the payment page to go to',
    description:
      'While premium, a new period starts when the current one ends. A new checkout replaces my earlier unpaid ones.',
  })
  @ApiOkResponse({ type: CheckoutResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'VALIDATION_FAILED' })
  @ApiConflictResponse({ type: ErrorBody, description: 'IDEMPOTENCY_KEY_REUSED' })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: 'PAYMENTS_UNAVAILABLE: nothing was charged' })
  async startMembershipCheckout(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: MembershipCheckoutBody,
  ): Promise<CheckoutResponse> {
    const result = await this.checkout.startMembership(user.id, body.plan, body.idempotencyKey);
    return { order: orderResponse(result.order), redirectUrl: result.redirectUrl };
  }

  @Get('orders')
  @Auth()
  @ApiOperation({ summary: 'My orders, newest first' })
  @ApiOkResponse({ type: OrderPageResponse })
  async listMyOrders(@CurrentUser() user: AuthenticatedUser, @Query() query: OrdersQuery): Promise<OrderPageResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const result = await this.orders.mine(user.id, page, pageSize);
    return { items: result.items.map(orderResponse), total: result.total, page, pageSize };
  }

  @Get('orders/:id')
  @Auth()
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({ summary: 'One of my orders (the receipt)' })
  @ApiOkResponse({ type: OrderResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: "ORDER_NOT_FOUND (also for another user's order)" })
  async getMyOrder(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<OrderResponse> {
    return orderResponse(await this.orders.mineById(user.id, orderId(id)));
  }
}

/** The admins' view of orders, and refunds. */
@ApiTags('payments')
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(private readonly orders: Orders) {}

  @Get()
  @Auth('admin')
  @ApiOperation({ summary: 'Every order, newest first, by status or user' })
  @ApiOkResponse({ type: AdminOrderPageResponse })
  async listAllOrders(@Query() query: AdminOrdersQuery): Promise<AdminOrderPageResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const result = await this.orders.list({ status: query.status, userId: query.userId, page, pageSize });
    return { items: result.items.map(adminOrderResponse), total: result.total, page, pageSize };
  }

  @Post(':id/refund')
  @Auth('admin')
  @HttpCode(200)
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({
    summary: 'Refund a paid order: the money goes back, and what it bought is revoked (downloads, premium)',
  })
  @ApiOkResponse({ type: AdminOrderResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'ORDER_NOT_FOUND' })
  @ApiConflictResponse({ type: ErrorBody, description: 'ORDER_NOT_REFUNDABLE: not paid, or refunded already' })
  async refundOrder(@Param('id') id: string, @Body() body: RefundOrderBody): Promise<AdminOrderResponse> {
    return adminOrderResponse(await this.orders.refund(orderId(id), body.reason.trim()));
  }
}

/** Signed callbacks from payment providers (no CSRF token: the signature over the raw body authenticates them). */
@ApiTags('payments')
@Controller('webhooks/payments')
export class PaymentWebhooksController {
  constructor(private readonly receiver: WebhookReceiver) {}

  @Post('test')
  @Public()
  @ApiExtension('x-signed-callback', { header: 'X-DevPath-Signature', csrf: false })
  @HttpCode(200)
  @Throttle({ default: { limit: 600, ttl: 60_000 } })
  @ApiOperation({
    summary: "The built-in test provider's signed callback",
    description:
      'Header `X-DevPath-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, at most 5 minutes old. Each event id is applied once.',
  })
  @ApiOkResponse({ type: WebhookReceivedResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'WEBHOOK_SIGNATURE_INVALID | WEBHOOK_PAYLOAD_INVALID' })
  async receiveTestProviderWebhook(
    @Req() req: WithRawBody,
    @Headers('x-devpath-signature') signature?: string,
  ): Promise<WebhookReceivedResponse> {
    return { received: true, outcome: await this.receiver.receiveTest(req.rawBody, signature) };
  }

  @Post('stripe')
  @Public()
  @ApiExtension('x-signed-callback', { header: 'Stripe-Signature', csrf: false })
  @HttpCode(200)
  @Throttle({ default: { limit: 600, ttl: 60_000 } })
  @ApiOperation({
    summary:
      "Stripe's webhook (checkout.session.completed, async_payment_succeeded/failed, expired), checked with Stripe's library",
  })
  @ApiOkResponse({ type: WebhookReceivedResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'WEBHOOK_SIGNATURE_INVALID' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'PROVIDER_NOT_CONFIGURED' })
  async receiveStripeWebhook(
    @Req() req: WithRawBody,
    @Headers('stripe-signature') signature?: string,
  ): Promise<WebhookReceivedResponse> {
    return { received: true, outcome: await this.receiver.receiveStripe(req.rawBody, signature) };
  }
}

/** The test provider's hosted payment page (the SPA's /test-payment): the session id is its secret. */
@ApiTags('payments')
@Controller('test-payments/sessions')
export class TestPaymentsController {
  constructor(private readonly provider: TestPaymentProvider) {}

  @Get(':id')
  @Public()
  @Throttle({ default: { limit: 120, ttl: 60_000 } })
  @ApiOperation({ summary: 'A test checkout: amount, description, status and the test cards' })
  @ApiOkResponse({ type: TestPaymentSessionResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'PAYMENT_SESSION_NOT_FOUND' })
  async getTestPaymentSession(@Param('id') id: string): Promise<TestPaymentSessionResponse> {
    const s = await this.provider.session(sessionId(id));
    return {
      id: s.id,
      amount: s.amount,
      currency: s.currency,
      description: s.description,
      status: s.status,
      cardLast4: s.cardLast4,
      declineCode: s.declineCode,
      attempts: s.attempts,
      successUrl: s.successUrl,
      cancelUrl: s.cancelUrl,
      expiresAt: s.expiresAt.toISOString(),
      testCards: this.provider
        .cards()
        .map((c) => ({ number: c.number, outcome: c.outcome, description: c.description })),
    };
  }

  @Post(':id/pay')
  @Public()
  @HttpCode(200)
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @ApiOperation({ summary: 'Pay with a card: succeeds, is declined (try another card), or asks for 3-D Secure' })
  @ApiOkResponse({ type: TestPaymentResultResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'PAYMENT_SESSION_NOT_FOUND' })
  @ApiConflictResponse({ type: ErrorBody, description: 'PAYMENT_SESSION_CLOSED | PAYMENT_SESSION_EXPIRED' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'RATE_LIMITED' })
  async payTestPayment(@Param('id') id: string, @Body() body: TestPaymentBody): Promise<TestPaymentResultResponse> {
    return this.provider.pay(sessionId(id), {
      number: body.number,
      expMonth: body.expMonth,
      expYear: body.expYear,
      cvc: body.cvc,
    });
  }

  @Post(':id/authenticate')
  @Public()
  @HttpCode(200)
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @ApiOperation({ summary: "Answer the 3-D Secure challenge (the bank's page in test mode)" })
  @ApiOkResponse({ type: TestPaymentResultResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'PAYMENT_SESSION_CLOSED | PAYMENT_SESSION_EXPIRED' })
  async authenticateTestPayment(
    @Param('id') id: string,
    @Body() body: TestAuthenticationBody,
  ): Promise<TestPaymentResultResponse> {
    return this.provider.authenticate(sessionId(id), body.approve);
  }

  @Post(':id/cancel')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Give up this payment: the order is cancelled, the cart stays' })
  @ApiOkResponse({ type: TestPaymentResultResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'PAYMENT_SESSION_CLOSED' })
  async cancelTestPayment(@Param('id') id: string): Promise<TestPaymentResultResponse> {
    return this.provider.abandon(sessionId(id));
  }
}

function sessionId(id: string): string {
  if (!/^cs_test_[A-Za-z0-9_-]{20,60}$/.test(id))
    throw new DomainError(
      'not_found',
      'PAYMENT_SESSION_NOT_FOUND',
      'This payment page does not exist. Start again from your cart.',
    );
  return id;
}
