// Configuration for the MikroORM CLI (`npm run migration:create -w backend`).
// The app builds the same configuration in src/platform/database/orm-config.ts.
import { createOrmConfig } from './src/platform/database/orm-config.js';
import { composition } from './src/modules.js';

const base = createOrmConfig({
  databaseUrl: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/devpath_dev',
  schema: composition,
});

export default {
  ...base,
  migrations: {
    ...base.migrations,
    path: './src/database/migrations',
    pathTs: './src/database/migrations',
    emit: 'ts' as const,
    snapshot: true,
    snapshotName: '.snapshot-devpath',
  },
};
