import { Module, type OnApplicationShutdown } from '@nestjs/common';
import { closePdfWorkers } from '../../platform/workers/pdf-workers.js';
import { CertificatesModule } from '../certificates/index.js';
import { PracticeModule } from '../practice/index.js';
import { RoadmapsModule } from '../roadmaps/index.js';
import { UsersModule } from '../users/index.js';
import { OnUserDeletedForgetResumes } from './application/on-user-deleted.handler.js';
import { Resumes } from './application/resumes.js';
import { VerifiedAchievements } from './application/verified-achievements.js';
import { ResumeRepository } from './domain/resume.repository.js';
import { ResumeController } from './infrastructure/http/resume.controller.js';
import { SqlResumeRepository } from './infrastructure/persistence/sql-resume.repository.js';

/** Resume builder: learners' resumes (autosave with revisions, versions, JSON Resume, PDF, share link) and their verified achievements. */
@Module({
  imports: [UsersModule, CertificatesModule, RoadmapsModule, PracticeModule],
  controllers: [ResumeController],
  providers: [
    Resumes,
    VerifiedAchievements,
    OnUserDeletedForgetResumes,
    { provide: ResumeRepository, useClass: SqlResumeRepository },
  ],
})
export class ResumeModule implements OnApplicationShutdown {
  /** The PDF workers (shared with certificates) stop with the application. */
  async onApplicationShutdown(): Promise<void> {
    await closePdfWorkers();
  }
}
