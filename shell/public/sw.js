// Vantage's service worker (scope /): shows the game alerts svc-auth sends by Web Push, and opens the game's
// page when one is tapped. It caches nothing: every page still comes from the network. The message is the JSON
// of pushMessageSchema (packages/contracts/src/push.ts): {title, body, url, tag}.
/* global self */
'use strict';

var ICON = '/favicon.svg';

/** A same-site path, or the dashboard: a message never sends the member elsewhere. */
function sameSitePath(url) {
  return typeof url === 'string' && url.charAt(0) === '/' && url.charAt(1) !== '/' ? url : '/dashboard';
}

self.addEventListener('install', function () {
  self.skipWaiting();
});

self.addEventListener('activate', function (event) {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', function (event) {
  var message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  var title = typeof message.title === 'string' && message.title ? message.title : 'Vantage';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: ICON,
      badge: ICON,
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { url: sameSitePath(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var target = new URL(sameSitePath(event.notification.data && event.notification.data.url), self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      for (var i = 0; i < windows.length; i++) {
        var client = windows[i];
        if (new URL(client.url).origin === target.origin && 'navigate' in client) {
          return client.focus().then(function (focused) {
            return (focused || client).navigate(target.href);
          });
        }
      }
      return self.clients.openWindow(target.href);
    }),
  );
});
