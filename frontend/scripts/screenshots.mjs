// Screenshots of the shell and the account pages for a visual check, desktop (1280) and phone (375):
//   node scripts/screenshots.mjs [baseUrl] [outDir]
// Defaults: http://localhost:4173 (vite preview) and /tmp/devpath-screenshots.
// /api is stubbed as a healthy backend with a signed-in admin (signedIn shots)
// unless STUB_API=0, so the pages look as
// they do in production; the "offline" shot shows the banner on purpose.
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const baseUrl = process.argv[2] ?? 'http://localhost:4173';
const outDir = process.argv[3] ?? '/tmp/devpath-screenshots';
const stubApi = process.env.STUB_API !== '0';
await mkdir(outDir, { recursive: true });

const browser = await chromium.launch({
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
});

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } };

// The signed-in user and the data of the account pages when /api is stubbed.
const now = new Date().toISOString();
const me = {
  id: 1,
  username: 'ada',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  profilePicUrl: null,
  bio: 'Writing the first programs, one module at a time.',
  role: 'admin',
  isVerified: true,
  premiumTier: 'free',
  firebaseUid: null,
  updatedAt: now,
  createdAt: now,
  totalXpEarned: 1250,
  daysStreak: 4,
  longestStreak: 9,
  completedModules: ['html-basics', 'css-layout', 'js-intro'],
  source: 'local',
  lastAccessedAt: now,
  handle: 'ada',
  timeZone: 'Europe/London',
  privacy: { showName: true, showCertificates: true, showActivity: true },
};
const people = ['grace', 'alan', 'katherine', 'linus', 'margaret'].map((username, i) => ({
  id: i + 2,
  username,
  email: `${username}@example.com`,
  fullName: null,
  role: i === 0 ? 'moderator' : 'user',
  source: i % 2 ? 'google' : 'local',
  isVerified: true,
  createdAt: now,
  lastAccessedAt: i === 3 ? null : now,
}));
const stubs = {
  '/api/deployment-info': { deploymentId: 'screenshot' },
  '/api/csrf-token': { csrfToken: 'screenshot', expiresIn: 1800 },
  '/api/auth/config': { passwordSignIn: true },
  '/api/users/me': me,
  '/api/users/stats': {
    totalXpEarned: me.totalXpEarned,
    daysStreak: me.daysStreak,
    completedModules: me.completedModules,
  },
  '/api/update-user-activity': {
    success: true,
    daysStreak: 4,
    longestStreak: 9,
    streakAdvanced: false,
    lastActiveDay: now.slice(0, 10),
    lastAccessedAt: now,
    totalXpEarned: 1250,
  },
  '/api/profiles/ada': {
    handle: 'ada',
    username: 'ada',
    fullName: me.fullName,
    profilePicUrl: null,
    bio: me.bio,
    joinedAt: now,
    activity: { totalXpEarned: 1250, daysStreak: 4, longestStreak: 9, completedModulesCount: 3 },
    showsCertificates: true,
    editable: true,
  },
  '/api/admin/users': { items: [{ ...me, source: 'local' }, ...people], total: 6, page: 1, pageSize: 20 },
};
const shots = [
  { name: 'home', path: '/', fullPage: true },
  { name: 'home-top', path: '/', fullPage: false },
  { name: '404', path: '/no/such/page', fullPage: false },
  { name: 'placeholder', path: '/pricing', fullPage: false },
  { name: 'documentation', path: '/documentation', fullPage: false },
  { name: 'menu-open', path: '/blog', fullPage: false, openMenu: true, only: 'phone' },
  { name: 'menu-open-signed-in', path: '/', fullPage: false, openMenu: true, signedIn: true, only: 'phone' },
  { name: 'signed-in', path: '/about', fullPage: false, signedIn: true, only: 'desktop', hover: 'My Account' },
  { name: 'auth', path: '/auth', fullPage: false },
  { name: 'dashboard', path: '/dashboard', fullPage: true, signedIn: true },
  { name: 'settings', path: '/settings', fullPage: true, signedIn: true },
  { name: 'profile', path: '/@ada', fullPage: false },
  { name: 'admin', path: '/admin', fullPage: true, signedIn: true },
  { name: 'offline', path: '/about', fullPage: false, offline: true },
];

try {
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const shot of shots) {
      if (shot.only && shot.only !== device) continue;
      const context = await browser.newContext({
        viewport,
        isMobile: device === 'phone',
        hasTouch: device === 'phone',
      });
      const page = await context.newPage();
      if (shot.signedIn) await page.addInitScript(() => localStorage.setItem('token', 'screenshot-token'));
      if (stubApi || shot.offline) {
        await page.route('**/api/**', (route) => {
          if (shot.offline) return route.abort('connectionrefused');
          const path = new URL(route.request().url()).pathname;
          return route.fulfill({ json: stubs[path] ?? { status: 'ok' } });
        });
      }
      await page.goto(baseUrl + shot.path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(300);
      if (shot.offline) await page.getByText(/You are offline/).waitFor();
      if (shot.openMenu) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
        await page.waitForTimeout(400);
      }
      if (shot.hover) {
        await page.getByRole('link', { name: shot.hover }).hover();
        await page.getByRole('tooltip').waitFor();
      }
      const file = `${outDir}/${device}-${shot.name}.png`;
      await page.screenshot({ path: file, fullPage: shot.fullPage });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
