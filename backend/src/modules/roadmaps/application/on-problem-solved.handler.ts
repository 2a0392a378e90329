import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventHandlers } from '../../../platform/events/event-handlers.js';
import { LessonChecksRepository } from '../domain/lesson-checks.repository.js';
import { ModulePasses } from './module-passes.js';

/**
 * 'practice.problem-solved' → 'roadmaps.settle-module-passes': a first accepted solution of a
 * module's code exercise may complete the module's pass (its checks passed earlier). Idempotent:
 * a pass is recorded once, so a redelivery changes nothing.
 */
@Injectable()
export class OnProblemSolvedSettleModulePasses implements OnModuleInit {
  constructor(
    private readonly events: EventHandlers,
    private readonly checks: LessonChecksRepository,
    private readonly passes: ModulePasses,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.events.on('practice.problem-solved', 'roadmaps.settle-module-passes', async ({ payload }) => {
      const modules = await this.checks.modulesWithExercise(payload.problemSlug);
      if (modules.length > 0) await this.em.transactional(() => this.passes.settle(payload.userId, modules));
    });
  }
}
