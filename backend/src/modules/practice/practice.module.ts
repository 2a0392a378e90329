import { Logger, Module } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config.js';
import { UsersModule } from '../users/index.js';
import { JudgeWorkers } from './application/judge-workers.js';
import { Judging } from './application/judging.js';
import { PracticeEventHandlers } from './application/on-submission-created.handler.js';
import { PracticeCatalog } from './application/practice-catalog.js';
import { PracticeFacade } from './application/practice.facade.js';
import { ProblemAuthoring } from './application/problem-authoring.js';
import { Submissions } from './application/submissions.js';
import { Judge } from './domain/judge.js';
import { JudgeQueue } from './domain/judge-queue.js';
import { PracticeRepository } from './domain/practice.repository.js';
import { PracticeAdminController } from './infrastructure/http/practice-admin.controller.js';
import { PracticeController } from './infrastructure/http/practice.controller.js';
import { SandboxJudge } from './infrastructure/judge/sandbox-judge.js';
import { chooseIsolation } from './infrastructure/judge/sandbox/sandbox-process.js';
import { SqlPracticeRepository } from './infrastructure/persistence/sql-practice.repository.js';
import { PgBossJudgeQueue } from './infrastructure/queue/pg-boss-judge-queue.js';

/** Coding practice: problems, Run and Submit judged in a sandbox from a durable queue, first solves and `practice.problem-solved`. */
@Module({
  imports: [UsersModule],
  controllers: [PracticeController, PracticeAdminController],
  providers: [
    PracticeCatalog,
    PracticeFacade,
    ProblemAuthoring,
    Submissions,
    Judging,
    JudgeWorkers,
    PracticeEventHandlers,
    { provide: PracticeRepository, useClass: SqlPracticeRepository },
    { provide: JudgeQueue, useClass: PgBossJudgeQueue },
    {
      provide: Judge,
      // An instance that does not judge (JUDGE_CONCURRENCY=0) needs no sandbox; one that does refuses to start without a safe one.
      useFactory: (config: AppConfig) =>
        new SandboxJudge({
          concurrency: Math.max(1, config.judgeConcurrency),
          isolation:
            config.judgeConcurrency > 0
              ? chooseIsolation(config.judgeSandbox, config.isProduction, (m) => new Logger('Judge').warn(m))
              : 'bwrap',
        }),
      inject: [AppConfig],
    },
  ],
  exports: [PracticeFacade],
})
export class PracticeModule {}
