// Loaded before the page renders: tells the stylesheet whether the page prerendered into this
// HTML file (<html data-prerendered-path>, see scripts/prerender.mjs) is the one for this address.
// dist/index.html, the home page, is also served for every address without a file of its own.
(function () {
  var html = document.documentElement;
  var path = window.location.pathname.replace(/\/+$/, '') || '/';
  var applies =
    html.getAttribute('data-prerendered-path') === path &&
    !(window.location.search && html.hasAttribute('data-prerendered-without-query'));
  html.setAttribute('data-path', applies ? 'prerendered' : 'other');
})();
