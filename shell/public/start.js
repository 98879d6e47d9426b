// Starts the application once the browser has painted the server's first screen. As a deferred <script>, the
// entry ran as soon as the page was parsed, often before the first paint, so a slow phone showed nothing until
// Module Federation's runtime had started (a quarter of a second of script). A file, not an inline script:
// the CSP allows scripts from this origin only.
//  - The entry's address is the build's (data-entry on this script's tag).
//  - The server puts what the page loads next in its head as low-priority <link> tags (the shell's startup chunks,
//    the route's remote manifest, remoteEntry and App chunks: shell/src/server/render.tsx), which download while
//    the page paints; anything it lists in the first screen's data is requested here with the entry.
/* global requestAnimationFrame */
(function () {
  var FIRST_SCREEN_DATA_ID = 'vantage-first-screen'; // FIRST_SCREEN_DATA_ID of @vantage/client/first-screen
  var script = document.currentScript;
  var entries = ((script && script.getAttribute('data-entry')) || '').split(' ').filter(Boolean);
  var started = false;

  function listedPreloads() {
    var data = document.getElementById(FIRST_SCREEN_DATA_ID);
    try {
      var preload = JSON.parse((data && data.textContent) || '{}').preload;
      return Array.isArray(preload) ? preload : [];
    } catch {
      return []; // no data: the chunks load as they are asked for
    }
  }

  function tagsToInsert() {
    var tags = entries.map(function (src) {
      var entry = document.createElement('script');
      entry.src = src;
      entry.async = false;
      return entry;
    });
    listedPreloads().forEach(function (item) {
      if (!item || typeof item.href !== 'string' || item.href.charAt(0) !== '/' || typeof item.as !== 'string') return;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = item.as;
      link.href = item.href;
      if (item.crossorigin) link.crossOrigin = item.crossorigin;
      tags.push(link);
    });
    return tags;
  }

  // A few per task: each script preload costs the main thread over half a millisecond on a fast machine, so
  // the thirty-odd of a page, inserted at once, were a long task on a phone. The entry goes first.
  var TAGS_PER_TASK = 4;
  function insertInTurns(tags) {
    var batch = document.createDocumentFragment();
    tags.splice(0, TAGS_PER_TASK).forEach(function (tag) {
      batch.appendChild(tag);
    });
    document.head.appendChild(batch);
    if (tags.length) setTimeout(insertInTurns, 0, tags);
  }

  function start() {
    if (started) return;
    started = true;
    insertInTurns(tagsToInsert());
  }

  // The frame after the first paint; a hidden tab gets no frames, so a timer starts it there.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
