import { dropDatabases } from '../../scripts/lib/test-database.mjs';

export default async function globalTeardown() {
  await dropDatabases(globalThis.__DEVPATH_TEST_WORKER_DBS__ ?? []);
  await globalThis.__DEVPATH_TEST_EMULATOR__?.stop();
  await globalThis.__DEVPATH_TEST_DB__?.dispose();
}
