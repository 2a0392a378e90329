// The users module's public face: what other modules and the composition root may import.
// Everything else in this folder is private (npm run lint:deps keeps it so; test/module-faces
// checks that no aggregate, DTO or repository is exported here).
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { UsersModule } from './users.module.js';
import { UserSchema } from './infrastructure/persistence/user.schema.js';
import { Migration20261125170000 } from './infrastructure/persistence/migrations/Migration20261125170000.js';

export { UsersModule } from './users.module.js';
// The facade: explicit commands and plain read views.
export { UsersFacade } from './application/users.facade.js';
export type {
  AccountView,
  PremiumTier,
  Privacy,
  ProfileOwnerView,
  PublicCard,
  SignedInUserView,
  SignInSource,
  SignupStats,
  VerificationKeyView,
} from './contracts/views.js';
export { ApiSignedInUserProperty, ApiSignedInUserResponse } from './contracts/openapi.js';
export { USERS_TABLE, userTag } from './contracts/cache-tags.js';
// Events users publishes.
export type { UserDeleted, UserSuspended } from './contracts/events.js';
// Ports users declares and other modules provide (auth: sign-in methods; activity: progress).
export { SignInMethodsSource, type SignInMethodsView } from './application/sign-in-methods.port.js';
export { LearnerProgressSource, type LearnerProgressView } from './application/learner-progress.port.js';
// Demo seeds run outside the Nest container, in the seed's transaction.
export { seedUserProfile, type SeedProfile } from './application/seed-user-profile.facade.js';

export const usersModule: ModuleManifest = {
  name: 'users',
  nestModule: UsersModule,
  entities: [UserSchema],
  migrations: [{ name: 'Migration20261125170000', class: Migration20261125170000 }],
};
