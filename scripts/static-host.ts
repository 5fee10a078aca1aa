// The static-host behaviour the site is deployed with, as a pure function so that the local
// server, the tests and the hosting configs agree on which file answers which path.
import { posix } from 'node:path';
import { fileLikePath } from '../src/pwa/page-for-path';
import { hostOnlyFiles, notFoundPage } from './hosting/site-rules';

export type Resolution =
  | { kind: 'file'; file: string; status: 200 }
  | { kind: 'page'; file: string; status: 200 | 404 }
  | { kind: 'missing'; status: 404 };

/** `/x/y` and `/x/y/` answer with `x/y/index.html` when it exists; a path that looks like a file
 * (a known extension) with that file or a plain 404, as do the files other hosts read as
 * configuration (_headers, vercel.json…); any other path with `404.html` and status 404 (the app
 * then shows the right screen). */
export function resolveRequest(rawPath: string, exists: (file: string) => boolean): Resolution {
  const notFound = { kind: 'page', file: notFoundPage.file, status: notFoundPage.status } as const;
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath.split(/[?#]/)[0] ?? '/');
  } catch {
    return notFound;
  }
  const normalised = posix.normalize(`/${pathname}`).replace(/^(\.\.\/?)+/, '');
  if (normalised.includes('\0') || normalised.split('/').includes('..')) return notFound;
  const relative = normalised.replace(/^\/+/, '');
  if ((hostOnlyFiles as readonly string[]).includes(relative)) {
    return { kind: 'missing', status: 404 };
  }
  if (fileLikePath.test(relative)) {
    return exists(relative)
      ? { kind: 'file', file: relative, status: 200 }
      : { kind: 'missing', status: 404 };
  }
  const index = posix.join(relative, 'index.html');
  return exists(index) ? { kind: 'page', file: index, status: 200 } : notFound;
}
