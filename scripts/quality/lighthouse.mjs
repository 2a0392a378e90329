// Lighthouse (mobile preset, simulated throttling) on the public top-level routes of a running
// production server, in Debian's Chromium. Budgets: accessibility 100, best practices >= 95,
// SEO >= 95 (exact: they do not depend on the host), and performance >= 70. Performance is almost
// all Total Blocking Time, which depends on the host's CPU: the goal is 95 (reached on the fast
// hosts, see docs/benchmarks.md), and CI gates with a margin below what the slowest host of ours
// scores (single runs 72-93 on 2026-11-24, the same for the previous release's build), so that a
// slow host does not fail a run while a real regression of the page's start still does. Scores vary
// from run to run on a busy machine, so a route below budget is measured again, up to three runs,
// and its best run counts.
// Usage: node scripts/quality/lighthouse.mjs http://127.0.0.1:3000
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync } from 'node:fs';

export const LIGHTHOUSE_ROUTES = [
  '/',
  '/about',
  '/documentation',
  '/privacy-policy',
  '/terms-of-service',
  '/auth',
  '/roadmaps',
];
export const BUDGETS = { performance: 70, accessibility: 100, 'best-practices': 95, seo: 95 };
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const failures = (scores) => Object.entries(BUDGETS).filter(([category, min]) => scores[category] < min);

/** @returns {Promise<{ route: string, scores: Record<string, number>, ok: boolean, runs: number }[]>} */
export async function auditRoutes(baseUrl, routes = LIGHTHOUSE_ROUTES, log = console.log) {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  // chrome-launcher reports a missing binary as an unhandled 'error' event that ends the process.
  if (!existsSync(chromePath))
    throw new Error(`no Chromium at ${chromePath} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const results = [];
  try {
    for (const route of routes) {
      let best;
      let runs = 0;
      for (let attempt = 1; attempt <= 3; attempt++) {
        runs = attempt;
        const run = await lighthouse(`${baseUrl}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(BUDGETS),
        });
        const scores = Object.fromEntries(
          Object.entries(run.lhr.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)]),
        );
        if (!best || failures(scores).length < failures(best).length || scores.performance > best.performance)
          best = scores;
        if (failures(best).length === 0) break;
      }
      const ok = failures(best).length === 0;
      results.push({ route, scores: best, ok, runs });
      const tries = runs > 1 ? `  (best of ${runs} runs)` : '';
      log(
        `  ${ok ? '✔' : '✘'} ${route.padEnd(18)} performance ${best.performance}  accessibility ${best.accessibility}  best practices ${best['best-practices']}  SEO ${best.seo}${tries}`,
      );
    }
  } finally {
    chrome.kill();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await auditRoutes(process.argv[2] ?? 'http://127.0.0.1:3000');
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
