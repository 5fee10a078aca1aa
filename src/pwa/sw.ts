/// <reference lib="webworker" />
// The service worker. scripts/build-sw.ts injects the precache list (self.__WB_MANIFEST) after the
// pages have been prerendered, so every page, script, style, font, image and icon is listed.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precacheAndRoute,
  PrecacheController,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { fileLikePath, notFoundPage, pageForPath } from './page-for-path';
import { skipWaitingMessage } from './messages';
import {
  inOtherFormat,
  otherFormat,
  pictureFormatOf,
  pictureFormats,
  splitByPictureFormat,
  type PictureFormat,
} from './picture-formats';
import { shownPictureFormat } from './shown-picture-format';

declare const self: ServiceWorkerGlobalScope;

const { siteFiles, pictures } = splitByPictureFormat(self.__WB_MANIFEST);

// Everything else the site shows, served cache-first; `/` and `/x/` find their index.html here.
precacheAndRoute(siteFiles);
cleanupOutdatedCaches();

// The pictures in the one format this browser shows (src/pwa/picture-formats.ts), each format in
// a cache of its own. A picture asked for in the other format (the page and the worker judged the
// browser differently) is answered with the stored one: browsers tell images apart by their bytes.
const pictureCaches = Object.fromEntries(
  pictureFormats.map((format) => {
    const cache = new PrecacheController({ cacheName: `pictures-${format}` });
    cache.addToCacheList(pictures[format]);
    return [format, cache];
  }),
) as Record<PictureFormat, PrecacheController>;

self.addEventListener('install', (event) => {
  event.waitUntil(shownPictureFormat().then((format) => pictureCaches[format].install(event)));
});

// The other format's cache goes (it holds pictures only if this browser once decoded no AVIF).
self.addEventListener('activate', (event) => {
  event.waitUntil(
    shownPictureFormat().then(async (format) => {
      await caches.delete(pictureCaches[otherFormat(format)].strategy.cacheName);
      await pictureCaches[format].activate(event);
    }),
  );
});

/** The picture at `url` from the precache, in its own format or else in the other one. */
async function storedPicture(url: URL): Promise<Response | undefined> {
  const format = pictureFormatOf(url.pathname);
  if (!format) return undefined;
  const inOther = new URL(inOtherFormat(url.pathname), url);
  return (
    (await pictureCaches[format].matchPrecache(url.href)) ??
    (await pictureCaches[otherFormat(format)].matchPrecache(inOther.href))
  );
}

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && pictureFormatOf(url.pathname) !== null,
  async ({ url, request }) => (await storedPicture(url)) ?? fetch(request),
);

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
