/**
 * Server-side rendering of the public content pages (issue 31), run by the backend at request
 * time (backend/src/platform/http/server-render.ts), never shipped to browsers. A roadmap's map,
 * a practice problem, a product and a blog post depend on server data, so the build cannot
 * prerender them (src/prerender.tsx); the backend renders them, signed out, with the data their
 * queries ask for, and sends that data along: the browser paints the page before any script
 * runs, and the app (src/main.tsx) starts from the same data instead of a loading state.
 */
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { client } from './api/generated/client.gen';
import { apiFetch } from './lib/api/http';
import { pages } from './app/lazyPages';
import { staticApp } from './app/staticRender';
import { createQueryClient } from './lib/api/query';
import { paths, type PathKey } from './lib/paths';

/**
 * The pages rendered on the server: public, the same for every signed-out visitor, and heavy to
 * build in a phone's browser. (The quiz shows its first question; a visitor who left it halfway
 * gets theirs back once the app runs, from this browser's storage.)
 */
export const serverRenderedPages = [
  'roadmap',
  'bootcamp',
  'problem',
  'product',
  'post',
  'quiz',
] as const satisfies PathKey[];
export type ServerRenderedPage = (typeof serverRenderedPages)[number];

/** Each of those pages' module, as Vite's manifest names it: the build lists their chunks and stylesheets for the backend. */
export const serverRenderedModules = Object.fromEntries(serverRenderedPages.map((key) => [key, pages[key].module]));

export interface RenderedPage {
  /** The page's key in the route table: the app awaits its chunk before replacing the static page. */
  page: ServerRenderedPage;
  /** The page's <title>, description and canonical link, as React hoists them. */
  head: string;
  /** The page inside the app's shell (header, footer), as a signed-out visitor sees it. */
  markup: string;
  /** The answers of the page's queries, for the app to start from (TanStack Query's dehydrated cache). */
  state: DehydratedState;
}

/** Whether the address's percent-encoding is valid UTF-8 (its result is used: bundlers drop an unused call as pure). */
function decodes(pathname: string): boolean {
  try {
    return decodeURIComponent(pathname).length >= 0;
  } catch {
    return false;
  }
}

/** The page of the route table that shows `pathname`, when it is one rendered here. */
export function serverRenderedPageAt(pathname: string): ServerRenderedPage | null {
  // A malformed percent-encoding names no page (and React Router would log a warning for each).
  if (!decodes(pathname)) return null;
  return serverRenderedPages.find((key) => matchPath(paths[key], pathname) !== null) ?? null;
}

/** Whether a query the render registered would run in a browser (a page's `enabled: false` queries wait for a signed-in user). */
function isEnabled(query: Query): boolean {
  // The observer's options reach the query's (useQuery passes them through), `enabled` among them.
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Renders, fetches what the render asked for, and renders again: a page's queries can depend on earlier answers. */
const MAX_PASSES = 3;

export interface Origins {
  /** The origin the browser asked (scheme, host and port): the API client's base URL there, which its query keys include. */
  site: string;
  /** Where this process reaches the API (the backend itself, over the loopback interface). */
  api: string;
}

/**
 * Renders the page at `url` (path and query) as a signed-out visitor sees it, with its data
 * fetched from the API. Null when the address is not one of these pages, when a query fails (an
 * unknown slug: the app shows its own error), or when the page still shows a loading state.
 */
export async function renderPage(url: string, origins: Origins): Promise<RenderedPage | null> {
  const { pathname } = new URL(url, 'http://localhost');
  const page = serverRenderedPageAt(pathname);
  if (!page) return null;
  // A loaded lazy page renders at once instead of suspending (src/app/lazyPage.tsx).
  await pages[page].preload();
  // The browser's base URL, so that the query keys match the app's; the requests go to the API directly.
  client.setConfig({
    baseUrl: origins.site,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const { pathname: path, search } = new URL(request.url);
      return apiFetch(new Request(`${origins.api}${path}${search}`, request));
    }) as typeof fetch,
  });
  const queryClient = createQueryClient();
  const app = await staticApp(url, queryClient);
  if ('failed' in app) return null;
  const { render } = app;

  let rendered = render();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    // What the render asked for and nobody fetched (on a server, queries only register).
    const waiting = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'pending' && isEnabled(query) });
    if (waiting.length === 0) break;
    try {
      await Promise.all(waiting.map((query) => query.fetch()));
    } catch {
      return null;
    }
    rendered = render();
  }
  const head = rendered.match(/^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/)?.[0] ?? '';
  const markup = rendered.slice(head.length);
  const main = markup.slice(markup.indexOf('<main'), markup.indexOf('</main>'));
  if (!/<h1[\s>]/.test(main) || main.includes('aria-busy="true"') || main.includes('role="status"')) return null;
  return { page, head, markup, state: dehydrate(queryClient) };
}
