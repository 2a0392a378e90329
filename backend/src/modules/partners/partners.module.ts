import { Module } from '@nestjs/common';
import { Partners } from './application/partners.js';
import { PartnersRepository } from './domain/partners.repository.js';
import { PartnersAdminController, PartnersController } from './infrastructure/http/partners.controller.js';
import { SqlPartnersRepository } from './infrastructure/persistence/sql-partners.repository.js';

/** Partners and sponsors by tier, managed by admins. */
@Module({
  controllers: [PartnersController, PartnersAdminController],
  providers: [Partners, { provide: PartnersRepository, useClass: SqlPartnersRepository }],
})
export class PartnersModule {}
