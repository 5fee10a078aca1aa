/// <reference lib="webworker" />
// The service worker. scripts/build-sw.ts injects the precache list (self.__WB_MANIFEST) after the
// pages have been prerendered, so every page, script, style, font, image and icon is listed.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { fileLikePath, notFoundPage, pageForPath } from './page-for-path';
import { skipWaitingMessage } from './messages';

declare const self: ServiceWorkerGlobalScope;

// Everything the site shows, served cache-first; `/` and `/x/` find their index.html here.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Other navigations (`/about`, `/project/4`, `/anything`) get the page the static host would
// serve. Paths that look like files are left to the network, so they never receive HTML.
const isPrecached = (file: string) => getCacheKeyForURL(`/${file}`) !== undefined;

registerRoute(
  new NavigationRoute(
    async ({ url, request }) => {
      const page = pageForPath(url.pathname, isPrecached);
      const cached = page ? await matchPrecache(`/${page}`) : undefined;
      return cached ?? (await matchPrecache(`/${notFoundPage}`)) ?? fetch(request);
    },
    { denylist: [fileLikePath] },
  ),
);

// A new version waits until the visitor accepts the "new version" prompt, then takes over every
// open tab at once (each reloads; see register.ts), so old and new chunks never mix.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === skipWaitingMessage) {
    void self.skipWaiting();
  }
});

// The first version controls the page that installed it, so it works offline right away.
clientsClaim();
