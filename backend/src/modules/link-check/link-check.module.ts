import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/index.js';
import { ResourcesModule } from '../resources/index.js';
import { RoadmapsModule } from '../roadmaps/index.js';
import { LinkCheckRepository } from './domain/link-check.repository.js';
import { LinkChecker } from './application/link-checker.port.js';
import { LinkChecks } from './application/link-checks.js';
import { LinkCheckAdminController } from './infrastructure/http/link-check.controller.js';
import { LinkCheckJob } from './infrastructure/jobs/link-check.job.js';
import { SqlLinkCheckRepository } from './infrastructure/persistence/sql-link-check.repository.js';
import { HttpLinkChecker } from './infrastructure/probes/http-link-checker.js';

/** The weekly link check of lessons, free resources and blog posts (read through their facades). */
@Module({
  imports: [RoadmapsModule, ResourcesModule, BlogModule],
  controllers: [LinkCheckAdminController],
  providers: [
    LinkChecks,
    LinkCheckJob,
    { provide: LinkChecker, useClass: HttpLinkChecker },
    { provide: LinkCheckRepository, useClass: SqlLinkCheckRepository },
  ],
})
export class LinkCheckModule {}
