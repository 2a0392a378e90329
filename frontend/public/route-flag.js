// Runs before the page renders (a blocking script: the Content-Security-Policy allows no inline
// ones). It sets the colour scheme (src/app/colorScheme.ts: light or dark as chosen, else the
// system's), so that the first paint is never in the wrong one. Then two jobs, for the HTML
// files of scripts/prerender.mjs:
// 1. Tells the stylesheet whether the page prerendered into this file (<html
//    data-prerendered-path>) is the one for this address. dist/index.html, the home page, is also
//    served for every address without a file of its own; there its static page stays hidden.
// 2. Loads the app (<html data-app-entry>, with the modules it needs, data-app-preload): at once
//    where the static page does not apply, and only once it has painted where it does, so that
//    the app's code never holds up the first paint of a page that needs no script to show.
// Plain ES5: it runs before anything else, in any browser.
(() => {
  var html = document.documentElement;
  var scheme = null;
  try {
    scheme = window.localStorage.getItem('mantine-color-scheme-value');
  } catch {
    // Storage blocked: follow the system.
  }
  if (scheme !== 'light' && scheme !== 'dark') {
    scheme = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  html.setAttribute('data-mantine-color-scheme', scheme);

  var path = window.location.pathname.replace(/\/+$/, '') || '/';
  var applies =
    html.getAttribute('data-prerendered-path') === path &&
    !(window.location.search && html.hasAttribute('data-prerendered-without-query'));
  html.setAttribute('data-path', applies ? 'prerendered' : 'other');

  var entry = html.getAttribute('data-app-entry');
  if (!entry) return; // the development server's index.html loads the app itself

  function add(attributes) {
    var element = document.createElement(attributes.src ? 'script' : 'link');
    for (var name in attributes) element[name] = attributes[name];
    element.crossOrigin = '';
    document.head.appendChild(element);
  }
  function preload() {
    var modules = (html.getAttribute('data-app-preload') || '').split(' ');
    for (let i = 0; i < modules.length; i++) if (modules[i]) add({ rel: 'modulepreload', href: modules[i] });
  }
  // The app expects the whole document: a module added now would run as soon as it arrives.
  function whenParsed(run) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
    else run();
  }
  function start() {
    whenParsed(() => {
      add({ type: 'module', src: entry });
    });
  }

  if (!applies) {
    preload();
    start();
    return;
  }
  var started = false;
  function afterPaint() {
    if (started) return;
    started = true;
    preload();
    // Adding the preload links and the entry script are two tasks, each short.
    window.setTimeout(start, 0);
  }
  // After the first contentful paint; where the browser does not report it, after the next frame.
  // A page in a background tab does not paint: the timer starts the app there.
  var PaintObserver = window.PerformanceObserver;
  if (PaintObserver && (PaintObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new PaintObserver((list, self) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      self.disconnect();
      window.setTimeout(afterPaint, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    window.requestAnimationFrame(() => {
      window.setTimeout(afterPaint, 0);
    });
  }
  window.setTimeout(afterPaint, 3000);
})();
