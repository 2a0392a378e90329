export default async function globalTeardown() {
  await globalThis.__DEVPATH_TEST_EMULATOR__?.stop();
  await globalThis.__DEVPATH_TEST_DB__?.dispose();
}
