// Loaded before the page renders: tells the stylesheet whether the static home
// page inside index.html applies to this address (see scripts/prerender.mjs).
document.documentElement.setAttribute('data-path', window.location.pathname === '/' ? 'home' : 'other');
