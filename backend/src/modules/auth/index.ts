// The auth module's public face: what other modules and the composition root may import.
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { AuthModule } from './auth.module.js';
import { SessionSchema } from './infrastructure/persistence/session.schema.js';
import { OneTimeTokenSchema } from './infrastructure/persistence/one-time-token.schema.js';
import { CredentialsSchema } from './infrastructure/persistence/credentials.schema.js';
import { Migration20261124110000 } from './infrastructure/persistence/migrations/Migration20261124110000.js';
import { demoAccountsSeed } from './infrastructure/seeds/demo-accounts.seed.js';

export { AuthModule } from './auth.module.js';

export const authModule: ModuleManifest = {
  name: 'auth',
  nestModule: AuthModule,
  entities: [SessionSchema, OneTimeTokenSchema, CredentialsSchema],
  migrations: [{ name: 'Migration20261124110000', class: Migration20261124110000 }],
  seeds: [demoAccountsSeed],
};
