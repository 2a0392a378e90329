import { Module } from '@nestjs/common';
import { RoadmapsModule } from '../roadmaps/index.js';
import { CareerQuiz } from './application/career-quiz.js';
import { OnUserDeletedForgetQuizResults } from './application/on-user-deleted.handler.js';
import { QuizRepository } from './domain/quiz.repository.js';
import { QuizController } from './infrastructure/http/quiz.controller.js';
import { QuizAdminController } from './infrastructure/http/quiz-admin.controller.js';
import { QuizEditor } from './application/quiz-editor.js';
import { SqlQuizRepository } from './infrastructure/persistence/sql-quiz.repository.js';

/** The career quiz: questions weighing career tracks, results for everyone, history for learners. */
@Module({
  imports: [RoadmapsModule],
  controllers: [QuizController, QuizAdminController],
  providers: [
    CareerQuiz,
    QuizEditor,
    OnUserDeletedForgetQuizResults,
    { provide: QuizRepository, useClass: SqlQuizRepository },
  ],
})
export class QuizModule {}
