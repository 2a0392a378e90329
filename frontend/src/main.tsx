import './app/styles';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appRouter } from './app/App';
import { pages, type PageKey } from './app/lazyPages';
import { startApp } from './app/startup';
import { queryClient } from './lib/api/query';
import { getStoredToken } from './lib/storage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Public pages are prerendered into their HTML files (scripts/prerender.mjs), which
// name the page by its key in the route table (app/lazyPages.ts); public/route-flag.js loads its chunk with the app. When that page is
// the one for this address, waiting for the chunk before the first render swaps the
// static page for the live one in a single step, instead of static page, then
// loading state, then page.
const html = document.documentElement;
// Says the app's code runs (waiting for the page's chunk, then rendering): browser tests wait
// for it instead of for a while.
html.setAttribute('data-app-state', 'started');
const prerendered = html.dataset.path === 'prerendered' ? html.dataset.prerenderedPage : undefined;
// A content page rendered on the server (backend server-render.ts, src/ssr.tsx) comes with the
// answers of its queries: the live page starts from them, as the static one shows them, instead
// of a loading state and the same requests again. They are a signed-out visitor's answers: with
// a stored session the page asks for its own (some answers say what this learner has done).
const serverState =
  prerendered && getStoredToken() === null ? document.getElementById('server-state')?.textContent : undefined;
if (serverState) {
  try {
    hydrate(queryClient, JSON.parse(serverState));
  } catch {
    // Unreadable: the page asks the API itself.
  }
}
const firstPage =
  prerendered && Object.hasOwn(pages, prerendered)
    ? pages[prerendered as PageKey].preload().catch(() => undefined)
    : Promise.resolve();

/**
 * The live page renders its own <title>, description and canonical link (React
 * hoists them into <head>); once it has, the prerendered copies go, so that the
 * next page's metadata never sits beside stale ones.
 */
function TakeOverHead() {
  useLayoutEffect(() => {
    if (html.dataset.path !== 'prerendered') return;
    for (const element of document.head.querySelectorAll('[data-prerendered-head]')) element.remove();
  }, []);
  return null;
}

/** The rest of the start runs as a task of its own, after whatever the browser has waiting. */
const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

// Evaluating the app's modules, making the router and starting the render are separate
// tasks: none holds the main thread long enough to delay a tap or a scroll on the static page.
void firstPage
  .then(nextTask)
  .then(() => {
    appRouter();
    return nextTask();
  })
  .then(() => {
    const root = createRoot(container);
    // As a transition the first render yields to the browser every few
    // milliseconds instead of blocking it in one long task; the static page
    // stays on screen meanwhile.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
          <TakeOverHead />
        </StrictMode>,
      );
    });
    startApp();
    html.setAttribute('data-app-state', 'rendering');
  });
