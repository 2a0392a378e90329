// Renders the social-preview image and the PNG icons from HTML with Chromium:
//   node scripts/generate-images.mjs            (from frontend/)
// Writes public/og-image.png (1200x630), icon-192/512.png, icon-maskable-512.png,
// apple-touch-icon.png (180) and favicon-32.png. Re-run after changing the design.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const mark = (await readFile(new URL('favicon.svg', `file://${publicDir}`), 'utf8')).trim();
const fonts = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

const ogHtml = `<!doctype html><html><head><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; font-family: ${fonts}; color: #1a1b1e; overflow: hidden;
    background: radial-gradient(circle at 88% 12%, #dbe4ff 0, transparent 45%), linear-gradient(160deg, #edf2ff 0%, #ffffff 60%); }
  .wrap { position: absolute; inset: 0; padding: 72px 80px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 20px; font-size: 44px; font-weight: 800; letter-spacing: -0.01em; }
  .brand svg { width: 72px; height: 72px; }
  h1 { margin-top: 64px; font-size: 76px; line-height: 1.05; letter-spacing: -0.025em; max-width: 900px; }
  p { margin-top: 28px; font-size: 32px; color: #343a40; max-width: 980px; line-height: 1.35; }
  .pill { position: absolute; right: 80px; top: 84px; padding: 12px 26px; border-radius: 999px; background: #3b5bdb;
    color: #fff; font-size: 28px; font-weight: 700; }
  .path { position: absolute; right: 70px; bottom: 48px; width: 300px; height: 120px; }
</style></head><body><div class="wrap">
  <div class="brand">${mark}<span>DevPath</span></div>
  <h1>Find your path into tech, then walk it.</h1>
  <p>Free tech learning platform: career quiz, roadmaps with exams and certificates, coding practice, XP and streaks.</p>
</div>
<div class="pill">Free to learn</div>
<svg class="path" viewBox="0 0 300 120" aria-hidden="true">
  <path d="M20 100 C 90 100, 80 60, 150 60 S 210 20, 280 20" fill="none" stroke="#bac8ff" stroke-width="8" stroke-linecap="round"/>
  <circle cx="20" cy="100" r="14" fill="#91a7ff"/><circle cx="150" cy="60" r="14" fill="#5c7cfa"/><circle cx="280" cy="20" r="14" fill="#3b5bdb"/>
</svg>
</body></html>`;

/** An icon: the mark on a transparent page, optionally shrunk into a safe zone. */
const iconHtml = (size, { maskable = false } = {}) => `<!doctype html><html><head><style>
  * { margin: 0; } html, body { width: ${size}px; height: ${size}px; background: ${maskable ? '#3b5bdb' : 'transparent'}; }
  body { display: flex; align-items: center; justify-content: center; }
  svg { width: ${maskable ? Math.round(size * 0.8) : size}px; height: ${maskable ? Math.round(size * 0.8) : size}px; }
</style></head><body>${mark}</body></html>`;

const outputs = [
  { file: 'og-image.png', width: 1200, height: 630, html: ogHtml, transparent: false },
  { file: 'icon-192.png', width: 192, height: 192, html: iconHtml(192), transparent: true },
  { file: 'icon-512.png', width: 512, height: 512, html: iconHtml(512), transparent: true },
  {
    file: 'icon-maskable-512.png',
    width: 512,
    height: 512,
    html: iconHtml(512, { maskable: true }),
    transparent: false,
  },
  {
    file: 'apple-touch-icon.png',
    width: 180,
    height: 180,
    html: iconHtml(180, { maskable: true }),
    transparent: false,
  },
  { file: 'favicon-32.png', width: 32, height: 32, html: iconHtml(32), transparent: true },
];

const browser = await chromium.launch({ executablePath, args });
try {
  for (const { file, width, height, html, transparent } of outputs) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await page.setContent(html);
    await page.screenshot({ path: `${publicDir}${file}`, omitBackground: transparent, type: 'png' });
    await page.close();
    console.log(`wrote public/${file} (${width}x${height})`);
  }
} finally {
  await browser.close();
}
