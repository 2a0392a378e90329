import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';
import { PaymentsRepository } from '../domain/payments.repository.js';

/** 'user.deleted' → 'payments.forget-buyer': the account's orders, their lines and its membership go (idempotent deletes). */
@Injectable()
export class OnUserDeletedForgetBuyer implements OnModuleInit {
  constructor(
    private readonly events: EventHandlers,
    private readonly repo: PaymentsRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('user.deleted', 'payments.forget-buyer', async ({ payload: { userId } }, em) => {
      await this.repo.forgetUser(em, userId);
    });
  }
}
