// The users module's public face: what other modules and the composition root may import.
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { UsersModule } from './users.module.js';
import { UserSchema } from './infrastructure/persistence/user.schema.js';
import { Migration20261125170000 } from './infrastructure/persistence/migrations/Migration20261125170000.js';

export { UsersModule } from './users.module.js';
export type { UserDeleted, UserSuspended } from './contracts/events.js';
export { UsersService, type PublicCard } from './application/users.service.js';
export { SignInMethodsSource, type SignInMethodsView } from './application/sign-in-methods.port.js';
export { LearnerProgressSource, type LearnerProgressView } from './application/learner-progress.port.js';
export { User, normalize, type SignInSource, type PremiumTier, type Privacy } from './domain/user.js';
export { UserResponse } from './infrastructure/http/dto/user.responses.js';
export { UserResponses } from './infrastructure/http/user-responses.js';
export { seedUserProfile, type SeedProfile } from './infrastructure/seeds/seed-user-profile.js';

export const usersModule: ModuleManifest = {
  name: 'users',
  nestModule: UsersModule,
  entities: [UserSchema],
  migrations: [{ name: 'Migration20261125170000', class: Migration20261125170000 }],
};
