import { workerDatabaseUrl } from '../../scripts/lib/worker-database.mjs';

// Each Jest worker has a database of its own, copied from the migrated one by the global setup.
if (process.env.TEST_DATABASE_TEMPLATE_URL) {
  process.env.TEST_DATABASE_URL = workerDatabaseUrl(
    process.env.TEST_DATABASE_TEMPLATE_URL,
    process.env.JEST_WORKER_ID ?? '1',
  );
}

// Jest's ESM loader refuses a CommonJS package (e.g. @nestjs/throttler) that require()s an ES
// module still being linked in the same graph. Evaluating Nest's ES modules first avoids that.
await import('reflect-metadata');
await import('@nestjs/common');
await import('@nestjs/core');
