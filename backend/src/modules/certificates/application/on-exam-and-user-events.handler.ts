import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';
import { Certificates } from './certificates.js';

/**
 * 'exam.passed' → 'certificates.issue': the roadmap's certificate, once per learner (a retake
 * or a redelivered event finds it issued).
 * 'user.deleted' → 'certificates.forget-holder': revoked, the name removed; the row stays so a
 * credential downloaded earlier verifies as revoked.
 */
@Injectable()
export class CertificateEventHandlers implements OnModuleInit {
  constructor(
    private readonly events: EventHandlers,
    private readonly certificates: Certificates,
  ) {}

  onModuleInit(): void {
    this.events.on('exam.passed', 'certificates.issue', async ({ payload }) => {
      await this.certificates.issue(payload);
    });
    this.events.on('user.deleted', 'certificates.forget-holder', async ({ payload: { userId } }) => {
      await this.certificates.forgetHolder(userId);
    });
  }
}
