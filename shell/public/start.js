// Starts the application once the browser has painted the server's first screen. As a deferred <script>, the
// entry ran as soon as the page was parsed, often before the first paint, so a slow phone showed nothing until
// Module Federation's runtime had started (a quarter of a second of script). A file, not an inline script:
// the CSP allows scripts from this origin only. The entry's address is the build's (data-entry).
/* global requestAnimationFrame */
(function () {
  var script = document.currentScript;
  var sources = ((script && script.getAttribute('data-entry')) || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    sources.forEach(function (src) {
      var entry = document.createElement('script');
      entry.src = src;
      entry.async = false;
      document.head.appendChild(entry);
    });
  }
  // The frame after the first paint; a hidden tab gets no frames, so a timer starts it there.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
