import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the production build. No webServer here: the test
 * script of the repository starts the production server (API + SPA on one
 * port) and points E2E_BASE_URL at it.
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  // Two workers, every test on its own (issue 25): tests sign up accounts of their own, and the
  // demo accounts (learner, moderator, admin) are only read or act on things no other test counts.
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // The timeouts only catch a hang: what a test waits for is a state, never a duration. A session's
  // machine can run at half the speed of another (2026-11-27: the whole suite took twice as long), so
  // they leave room for that. A page's first paint after sign-in waited over 10 s once on CI's
  // half-speed host (2026-11-28, Settings under the axe scans of the other worker): 20 s, as the
  // takeover of a first visit already allows (support/test.ts).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    // A trace only when a test is retried (CI retries once): recording one for every test (its
    // screencast and DOM snapshots) took half of the browser's CPU, 1.4 min → 55 s for accounts.spec.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
});
