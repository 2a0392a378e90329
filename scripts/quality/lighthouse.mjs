// Lighthouse (mobile preset, simulated throttling) on the public top-level routes of a running
// production server, in Debian's Chromium. Budgets: accessibility 100, best practices >= 95,
// SEO >= 95 (exact: they do not depend on the host), and performance >= 70. Performance is almost
// all Total Blocking Time, which depends on the host's CPU: the goal is 95 (reached on the fast
// hosts, see docs/benchmarks.md), and CI gates with a margin below what the slowest host of ours
// scores (single runs 72-93 on 2026-11-24, the same for the previous release's build), so that a
// slow host does not fail a run while a real regression of the page's start still does. Scores vary
// from run to run on a busy machine, so a route below budget is measured again, up to three runs,
// and its best run counts.
// Every route, the public pages and the content pages that load their data (CONTENT_ROUTES) alike,
// must not shift its layout: cumulative layout shift at most MAX_CLS, which does not depend on the
// host. The content pages' performance is printed, not gated yet (issue 31: 76-96 here with the
// server rendering them; goal 95).
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
/**
 * The heaviest pages a visitor opens: a roadmap's map, a practice problem with its editor, the quiz,
 * a product, a blog post (rendered on the server with their data: frontend/src/ssr.tsx).
 */
export const CONTENT_ROUTES = [
  '/roadmap/frontend',
  '/practice/problem/pair-with-target-sum',
  '/quiz',
  '/marketplace/react-vite-starter',
  '/blog/practice-problems-without-burning-out',
];
/** The routes' column in the report: as wide as the longest route. */
const ROUTE_COLUMN = Math.max(...[...LIGHTHOUSE_ROUTES, ...CONTENT_ROUTES].map((route) => route.length));
/** Lighthouse counts a page as good up to 0.1; ours are laid out not to shift at all. */
export const MAX_CLS = 0.01;
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

/** What misses its budget: a category below its minimum, or a layout that shifts. */
const failures = (scores, budgets) => [
  ...Object.entries(budgets).filter(([category, min]) => scores[category] < min),
  ...(scores.cls > MAX_CLS ? [['cls', MAX_CLS]] : []),
];

/**
 * @param budgets the categories' minimums (BUDGETS for the public pages; {} for CONTENT_ROUTES:
 *   performance printed, only the layout shift gated)
 * @returns {Promise<{ route: string, scores: Record<string, number>, ok: boolean, runs: number }[]>}
 */
export async function auditRoutes(baseUrl, routes = LIGHTHOUSE_ROUTES, log = console.log, budgets = BUDGETS) {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  // chrome-launcher reports a missing binary as an unhandled 'error' event that ends the process.
  if (!existsSync(chromePath))
    throw new Error(`no Chromium at ${chromePath} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const results = [];
  try {
    for (const route of routes) {
      let best;
      let bestMissed = Number.POSITIVE_INFINITY;
      let runs = 0;
      for (let attempt = 1; attempt <= 3; attempt++) {
        runs = attempt;
        const run = await lighthouse(`${baseUrl}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...new Set(['performance', ...Object.keys(budgets)])],
        });
        const scores = {
          ...Object.fromEntries(
            Object.entries(run.lhr.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)]),
          ),
          cls: Math.round((run.lhr.audits['cumulative-layout-shift']?.numericValue ?? 1) * 1000) / 1000,
        };
        const missed = failures(scores, budgets);
        if (missed.length > 0) {
          // Why a run missed, so that a retry that passes still leaves its cause in the log.
          const shifts = (run.lhr.audits['layout-shifts']?.details?.items ?? [])
            .map((item) => `${item.score?.toFixed(3)} ${item.node?.selector ?? '?'}`)
            .join(', ');
          log(
            `    run ${attempt} of ${route}: ${missed.map(([name, limit]) => `${name} ${scores[name]} (limit ${limit})`).join(', ')}${shifts ? `; shifts: ${shifts}` : ''}${run.lhr.runtimeError ? `; ${run.lhr.runtimeError.code}` : ''}`,
          );
        }
        // The best run: fewer budgets missed, then the higher performance.
        if (missed.length < bestMissed || (missed.length === bestMissed && scores.performance > best.performance)) {
          best = scores;
          bestMissed = missed.length;
        }
        if (bestMissed === 0) break;
      }
      const ok = bestMissed === 0;
      results.push({ route, scores: best, ok, runs });
      const tries = runs > 1 ? `  (best of ${runs} runs)` : '';
      const categories = Object.keys(budgets).length
        ? `  accessibility ${best.accessibility}  best practices ${best['best-practices']}  SEO ${best.seo}`
        : '';
      log(
        `  ${ok ? '✔' : '✘'} ${route.padEnd(ROUTE_COLUMN)} performance ${best.performance}${categories}  CLS ${best.cls}${tries}`,
      );
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** How many routes auditAll checks: each one result, passed or failed. */
export const ROUTE_COUNT = LIGHTHOUSE_ROUTES.length + CONTENT_ROUTES.length;

/** The public pages with BUDGETS, then the content pages (CLS only): what CI and this script check. */
export async function auditAll(baseUrl, log = console.log) {
  return [
    ...(await auditRoutes(baseUrl, LIGHTHOUSE_ROUTES, log)),
    ...(await auditRoutes(baseUrl, CONTENT_ROUTES, log, {})),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await auditAll(process.argv[2] ?? 'http://127.0.0.1:3000');
  process.exit(results.length === ROUTE_COUNT && results.every((r) => r.ok) ? 0 : 1);
}
