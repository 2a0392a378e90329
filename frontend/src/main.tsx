import './app/styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { pages } from './app/lazyPages';
import { startApp } from './app/startup';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// On "/" the home chunk is preloaded by index.html and the page itself is
// prerendered into it (scripts/prerender.mjs). Waiting for the chunk before
// the first render swaps the static page for the live one in a single step,
// instead of static page, then skeleton, then page.
const firstPage = window.location.pathname === '/' ? pages.home.preload().catch(() => undefined) : Promise.resolve();

void firstPage.then(() => {
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few
  // milliseconds instead of blocking it in one long task; the static page
  // stays on screen meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  startApp();
});
