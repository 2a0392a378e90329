import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/index.js';
import { CertificatesModule } from '../certificates/index.js';
import { RoadmapsModule } from '../roadmaps/index.js';
import { Exams } from './application/exams.js';
import { OnUserDeletedForgetAttempts } from './application/on-user-deleted.handler.js';
import { ExamRepository } from './domain/exam.repository.js';
import { ExamsController } from './infrastructure/http/exams.controller.js';
import { ExamBankAdminController } from './infrastructure/http/exam-bank-admin.controller.js';
import { ExamBankEditor } from './application/exam-bank-editor.js';
import { ExamBankRepository } from './domain/exam-bank.repository.js';
import { SqlExamBankRepository } from './infrastructure/persistence/sql-exam-bank.repository.js';
import { SqlExamRepository } from './infrastructure/persistence/sql-exam.repository.js';

/** Roadmap exams: the banks, attempts with a server-side deadline, grading, and `exam.passed`. */
@Module({
  imports: [RoadmapsModule, ActivityModule, CertificatesModule],
  controllers: [ExamsController, ExamBankAdminController],
  providers: [
    Exams,
    ExamBankEditor,
    OnUserDeletedForgetAttempts,
    { provide: ExamRepository, useClass: SqlExamRepository },
    { provide: ExamBankRepository, useClass: SqlExamBankRepository },
  ],
})
export class ExamsModule {}
