import { Module } from '@nestjs/common';
import { UsersModule } from '../users/index.js';
import { BlogCatalog } from './application/blog-catalog.js';
import { BlogFacade } from './application/blog.facade.js';
import { BlogEditor } from './application/blog-editor.js';
import { BlogRepository } from './domain/blog.repository.js';
import { BlogAdminController, BlogController } from './infrastructure/http/blog.controller.js';
import { ScheduledPostsJob } from './infrastructure/jobs/scheduled-posts.job.js';
import { SqlBlogRepository } from './infrastructure/persistence/sql-blog.repository.js';

/** The blog: posts for learners, written by staff, published now or at a scheduled moment, with an RSS feed. */
@Module({
  imports: [UsersModule],
  controllers: [BlogController, BlogAdminController],
  providers: [
    BlogCatalog,
    BlogEditor,
    BlogFacade,
    ScheduledPostsJob,
    { provide: BlogRepository, useClass: SqlBlogRepository },
  ],
  exports: [BlogFacade],
})
export class BlogModule {}
