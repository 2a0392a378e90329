import { Module } from '@nestjs/common';
import { UserAccounts } from './application/user-accounts.js';
import { OnMembershipChangedSetTier } from './application/on-membership-changed.handler.js';
import { UserRepository } from './domain/user.repository.js';
import { MikroOrmUserRepository } from './infrastructure/persistence/mikro-orm-user.repository.js';
import { SignedInUsers } from './application/signed-in-user.js';
import { UsersFacade } from './application/users.facade.js';
import { AdminUsersController, ProfilesController, UsersController } from './infrastructure/http/users.controller.js';

@Module({
  controllers: [UsersController, ProfilesController, AdminUsersController],
  providers: [
    UserAccounts,
    OnMembershipChangedSetTier,
    SignedInUsers,
    UsersFacade,
    { provide: UserRepository, useClass: MikroOrmUserRepository },
  ],
  exports: [UsersFacade],
})
export class UsersModule {}
