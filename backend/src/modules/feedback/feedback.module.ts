import { Module } from '@nestjs/common';
import { RoadmapsModule } from '../roadmaps/index.js';
import { OnUserDeletedForgetLearner } from './application/on-user-deleted.handler.js';
import { ProjectFeedback } from './application/project-feedback.js';
import { ProjectsRepository } from './domain/projects.repository.js';
import { FeedbackController } from './infrastructure/http/feedback.controller.js';
import { SqlProjectsRepository } from './infrastructure/persistence/sql-projects.repository.js';

/** Project feedback: learners' projects, the reviewers' queue and claims, rubric reviews. */
@Module({
  imports: [RoadmapsModule],
  controllers: [FeedbackController],
  providers: [
    ProjectFeedback,
    OnUserDeletedForgetLearner,
    { provide: ProjectsRepository, useClass: SqlProjectsRepository },
  ],
})
export class FeedbackModule {}
