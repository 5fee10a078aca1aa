import { describe, expect, it } from 'vitest';
import { resolveRequest } from '../../scripts/static-host';
import { pageForPath } from './page-for-path';

const pages = new Set([
  'index.html',
  'about/index.html',
  'project/1/index.html',
  'project/2/index.html',
  'project/3/index.html',
  '404.html',
]);
const exists = (file: string) => pages.has(file);

describe('pageForPath (the service worker offline)', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
    ['/about/', 'about/index.html'],
    ['/project/2', 'project/2/index.html'],
    ['/project/3/', 'project/3/index.html'],
    ['/project/4', '404.html'],
    ['/project/01', '404.html'],
    ['/anything', '404.html'],
    ['/about/team', '404.html'],
    ['/%E0%A4%A', '404.html'],
    ['/../about', 'about/index.html'],
    ['/project/%2E%2E/about', 'about/index.html'],
    // Dotted page paths are pages, not files: the not-found page, as online.
    ['/project/1.5', '404.html'],
    ['/john.doe', '404.html'],
    ['/about/v1.0', '404.html'],
    ['/.png', '404.html'],
  ])('answers %s with %s', (path, file) => {
    expect(pageForPath(path, exists)).toBe(file);
  });

  it.each([
    '/missing.png',
    '/images/nope.avif',
    '/assets/old-chunk.js',
    '/about/file.txt',
    '/IMAGES/LOGO.PNG',
    '/fonts/x.woff2',
  ])('never answers the file request %s with HTML', (path) => {
    expect(pageForPath(path, exists)).toBeNull();
  });

  it.each([
    '/',
    '/about',
    '/about/',
    '/project/1',
    '/project/9',
    '/x/y/',
    '/nope',
    '/a.b/c',
    '/a/%2e%2e/about',
    '/project/1.5',
    '/john.doe',
  ])('agrees with the static host on %s', (path) => {
    const host = resolveRequest(path, (file) => pages.has(file));
    expect(host.kind).toBe('page');
    expect(pageForPath(path, exists)).toBe(host.kind === 'page' ? host.file : null);
  });
});
