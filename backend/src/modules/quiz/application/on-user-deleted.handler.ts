import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';
import { QuizRepository } from '../domain/quiz.repository.js';

/** 'user.deleted' → 'quiz.forget-results': the learner's quiz results go. */
@Injectable()
export class OnUserDeletedForgetQuizResults implements OnModuleInit {
  constructor(
    private readonly events: EventHandlers,
    private readonly quiz: QuizRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('user.deleted', 'quiz.forget-results', async ({ payload: { userId } }) => {
      await this.quiz.forget(userId);
    });
  }
}
