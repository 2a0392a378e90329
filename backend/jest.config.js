/**
 * Jest 30 in ESM mode (`node --experimental-vm-modules`): ts-jest compiles with decorator metadata,
 * file by file without type checking (`isolatedModules` in the root tsconfig; `npm test` runs
 * `tsc --noEmit` as its own step). Two workers, each on its own copy of the migrated database
 * (test/global-setup.js); `--runInBand` or `--maxWorkers=N` still work.
 * Each test file runs in Jest's Node environment with an ordinary global object
 * (test/fast-node-environment.cjs): global lookups at full speed, the whole Jest phase about a
 * third less CPU.
 */
export default {
  testEnvironment: '<rootDir>/test/fast-node-environment.cjs',
  rootDir: '.',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }],
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/test/content/**/*.spec.ts'],
  setupFiles: ['<rootDir>/test/preload.js'],
  globalSetup: '<rootDir>/test/global-setup.js',
  globalTeardown: '<rootDir>/test/global-teardown.js',
  testTimeout: 30_000,
  maxWorkers: 2,
  // Jest's ESM runner keeps each test file's module graph (the whole app, its content packs
  // included) until the worker ends: a worker past this after a file is replaced, so memory does
  // not pile up into an out-of-memory crash (one did, 2026-11-27, once the curriculum grew).
  workerIdleMemoryLimit: '1536MB',
};
