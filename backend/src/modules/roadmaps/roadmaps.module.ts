import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/index.js';
import { PracticeModule } from '../practice/index.js';
import { UsersModule } from '../users/index.js';
import { LearningProgress } from './application/learning-progress.js';
import { LessonChecks } from './application/lesson-checks.js';
import { ModulePasses } from './application/module-passes.js';
import { OnProblemSolvedSettleModulePasses } from './application/on-problem-solved.handler.js';
import { LessonChecksRepository } from './domain/lesson-checks.repository.js';
import { LessonsController } from './infrastructure/http/lessons.controller.js';
import { LessonChecksController } from './infrastructure/http/lesson-checks.controller.js';
import { SqlLessonChecksRepository } from './infrastructure/persistence/sql-lesson-checks.repository.js';
import { OnUserDeletedForgetRoadmapProgress } from './application/on-user-deleted.handler.js';
import { RoadmapCatalog } from './application/roadmap-catalog.js';
import { RoadmapsFacade } from './application/roadmaps.facade.js';
import { LearningProgressRepository, RoadmapCatalogRepository } from './domain/roadmap.repository.js';
import { RoadmapsController } from './infrastructure/http/roadmaps.controller.js';
import { RoadmapAdminController } from './infrastructure/http/roadmap-admin.controller.js';
import { ProfileRoadmapsController } from './infrastructure/http/profile-roadmaps.controller.js';
import { RoadmapEditor } from './application/roadmap-editor.js';
import { RoadmapEditorRepository } from './domain/roadmap-editor.repository.js';
import { SqlRoadmapEditorRepository } from './infrastructure/persistence/sql-roadmap-editor.repository.js';
import { SqlLearningProgressRepository } from './infrastructure/persistence/sql-learning-progress.repository.js';
import { SqlRoadmapCatalogRepository } from './infrastructure/persistence/sql-roadmap-catalog.repository.js';

/** Roadmaps (bootcamps): the catalog of roadmaps and modules, and each learner's progress through them. */
@Module({
  imports: [UsersModule, ActivityModule, PracticeModule],
  controllers: [
    RoadmapsController,
    LessonChecksController,
    LessonsController,
    RoadmapAdminController,
    ProfileRoadmapsController,
  ],
  providers: [
    RoadmapCatalog,
    LearningProgress,
    LessonChecks,
    ModulePasses,
    OnProblemSolvedSettleModulePasses,
    { provide: LessonChecksRepository, useClass: SqlLessonChecksRepository },
    RoadmapsFacade,
    RoadmapEditor,
    { provide: RoadmapEditorRepository, useClass: SqlRoadmapEditorRepository },
    OnUserDeletedForgetRoadmapProgress,
    { provide: RoadmapCatalogRepository, useClass: SqlRoadmapCatalogRepository },
    { provide: LearningProgressRepository, useClass: SqlLearningProgressRepository },
  ],
  exports: [RoadmapsFacade],
})
export class RoadmapsModule {}
