import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';
import { ExamRepository } from '../domain/exam.repository.js';

/** 'user.deleted' → 'exams.forget-attempts': the learner's exam attempts go. */
@Injectable()
export class OnUserDeletedForgetAttempts implements OnModuleInit {
  constructor(
    private readonly events: EventHandlers,
    private readonly exams: ExamRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('user.deleted', 'exams.forget-attempts', async ({ payload: { userId } }) => {
      await this.exams.forget(userId);
    });
  }
}
