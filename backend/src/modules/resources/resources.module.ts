import { Module } from '@nestjs/common';
import { OnUserDeletedForgetSuggester } from './application/on-user-deleted.handler.js';
import { Resources } from './application/resources.js';
import { ResourcesFacade } from './application/resources.facade.js';
import { ResourcesRepository } from './domain/resources.repository.js';
import { ResourcesAdminController, ResourcesController } from './infrastructure/http/resources.controller.js';
import { SqlResourcesRepository } from './infrastructure/persistence/sql-resources.repository.js';

/** Free IT resources: the curated catalog, learners' suggestions and their review. */
@Module({
  controllers: [ResourcesController, ResourcesAdminController],
  providers: [
    Resources,
    ResourcesFacade,
    OnUserDeletedForgetSuggester,
    { provide: ResourcesRepository, useClass: SqlResourcesRepository },
  ],
  exports: [ResourcesFacade],
})
export class ResourcesModule {}
