/** The message workbox-window sends to a waiting service worker when the visitor accepts it. */
export const skipWaitingMessage = 'SKIP_WAITING';
