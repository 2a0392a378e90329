import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DomainError } from '../../../../platform/errors/domain-error.js';
import type { ProviderEvent } from '../../domain/payment-provider.js';
import { TestPaymentProvider, type TestProviderEvent } from './test-provider.js';
import { verifySignature } from './webhook-signature.js';
import { StripePaymentProvider } from './stripe-provider.js';
import { PaymentConfirmations, type ConfirmationOutcome } from '../../application/payment-confirmations.js';
import { PaymentProvider } from '../../domain/payment-provider.js';

const invalidSignature = () =>
  new DomainError('invalid', 'WEBHOOK_SIGNATURE_INVALID', 'The webhook signature is missing, invalid or too old.');

/**
 * The webhooks' receiver: checks a callback's signature over its raw bytes, maps it onto the
 * port's ProviderEvent and applies it once. The test provider's own callbacks come through
 * here too, exactly as an external POST would.
 */
@Injectable()
export class WebhookReceiver implements OnModuleInit {
  private readonly log = new Logger('WebhookReceiver');

  constructor(
    private readonly testProvider: TestPaymentProvider,
    private readonly provider: PaymentProvider,
    private readonly confirmations: PaymentConfirmations,
  ) {}

  onModuleInit(): void {
    this.testProvider.connect(async (body, signature) => {
      await this.receiveTest(Buffer.from(body), signature);
    });
  }

  async receiveTest(rawBody: Buffer | undefined, signature: string | undefined): Promise<ConfirmationOutcome> {
    if (!rawBody) throw invalidSignature();
    const check = verifySignature(this.testProvider.secret, rawBody, signature, Math.floor(Date.now() / 1000));
    if (check !== 'valid') {
      this.log.warn(`test provider webhook refused: signature ${check}`);
      throw invalidSignature();
    }
    let event: TestProviderEvent;
    try {
      event = JSON.parse(rawBody.toString('utf8')) as TestProviderEvent;
    } catch {
      throw new DomainError('invalid', 'WEBHOOK_PAYLOAD_INVALID', 'The webhook body is not JSON.');
    }
    const type =
      event.type === 'payment.succeeded'
        ? 'paid'
        : event.type === 'payment.failed'
          ? 'failed'
          : event.type === 'checkout.cancelled'
            ? 'cancelled'
            : null;
    if (!type || typeof event.id !== 'string' || typeof event.data?.orderId !== 'string') return 'ignored';
    const mapped: ProviderEvent = {
      provider: 'test',
      eventId: event.id.slice(0, 255),
      type,
      orderId: event.data.orderId,
      amount: typeof event.data.amount === 'number' ? event.data.amount : null,
      currency: typeof event.data.currency === 'string' ? event.data.currency : null,
      paymentRef: event.data.paymentId ?? null,
      failureCode: event.data.failureCode ?? null,
      failureMessage: event.data.failureMessage ?? null,
    };
    return this.confirmations.apply(mapped);
  }

  async receiveStripe(rawBody: Buffer | undefined, signature: string | undefined): Promise<ConfirmationOutcome> {
    if (!(this.provider instanceof StripePaymentProvider)) {
      throw new DomainError('not_found', 'PROVIDER_NOT_CONFIGURED', 'Stripe is not configured on this server.');
    }
    if (!rawBody) throw invalidSignature();
    const event = this.provider.parseWebhook(rawBody, signature);
    return event ? this.confirmations.apply(event) : 'ignored';
  }
}
