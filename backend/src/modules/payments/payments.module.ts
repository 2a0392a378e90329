import { Module } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../platform/config/app-config.js';
import { Checkout } from './application/checkout.js';
import { Memberships } from './application/memberships.js';
import { OnUserDeletedForgetBuyer } from './application/on-user-deleted.handler.js';
import { Orders } from './application/orders.js';
import { PaymentsFacade } from './application/payments.facade.js';
import { PaymentConfirmations } from './application/payment-confirmations.js';
import { WebhookReceiver } from './infrastructure/providers/webhook-receiver.js';
import { PaymentProvider } from './domain/payment-provider.js';
import { PaymentsRepository } from './domain/payments.repository.js';
import {
  AdminOrdersController,
  PaymentsController,
  PaymentWebhooksController,
  TestPaymentsController,
} from './infrastructure/http/payments.controller.js';
import { PaymentsHousekeepingJob } from './infrastructure/jobs/payments-housekeeping.job.js';
import { SqlPaymentsRepository } from './infrastructure/persistence/sql-payments.repository.js';
import { StripePaymentProvider } from './infrastructure/providers/stripe-provider.js';
import { TestPaymentProvider } from './infrastructure/providers/test-provider.js';

/**
 * Payments (issue 16): orders, the payments port with its two adapters (the built-in test
 * provider, and Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set), signed
 * webhooks applied once, refunds, and premium memberships.
 */
@Module({
  controllers: [PaymentsController, AdminOrdersController, PaymentWebhooksController, TestPaymentsController],
  exports: [PaymentsFacade],
  providers: [
    PaymentsFacade,
    Checkout,
    Orders,
    Memberships,
    PaymentConfirmations,
    WebhookReceiver,
    OnUserDeletedForgetBuyer,
    PaymentsHousekeepingJob,
    TestPaymentProvider,
    { provide: PaymentsRepository, useClass: SqlPaymentsRepository },
    {
      provide: PaymentProvider,
      inject: [AppConfig, TestPaymentProvider, EntityManager],
      useFactory: (config: AppConfig, test: TestPaymentProvider) =>
        config.stripe ? new StripePaymentProvider({ ...config.stripe, appUrl: config.mail.appUrl }) : test,
    },
  ],
})
export class PaymentsModule {}
