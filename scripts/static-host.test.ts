import { describe, expect, it } from 'vitest';
import { resolveRequest } from './static-host';

const files = new Set([
  'index.html',
  'about/index.html',
  'project/1/index.html',
  '404.html',
  'assets/index-abc.js',
]);
const exists = (file: string) => files.has(file);

describe('resolveRequest', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
    ['/about/', 'about/index.html'],
    ['/project/1', 'project/1/index.html'],
    ['/project/1/?x=<script>', 'project/1/index.html'],
  ])('answers %s with %s', (path, file) => {
    expect(resolveRequest(path, exists)).toEqual({ kind: 'page', file, status: 200 });
  });

  it.each([
    '/project/4',
    '/project/1.5',
    '/nope',
    '/..%2f..%2fetc/passwd',
    '/%E0%A4%A',
    `/${'a'.repeat(5000)}`,
  ])('answers %s with the not-found page and status 404', (path) => {
    expect(resolveRequest(path, exists)).toEqual({ kind: 'page', file: '404.html', status: 404 });
  });

  it('serves existing files and answers missing ones with a plain 404', () => {
    expect(resolveRequest('/assets/index-abc.js', exists)).toEqual({
      kind: 'file',
      file: 'assets/index-abc.js',
      status: 200,
    });
    expect(resolveRequest('/assets/missing.js', exists)).toEqual({ kind: 'missing', status: 404 });
    expect(resolveRequest('/../package.json', exists)).toEqual({ kind: 'missing', status: 404 });
  });
});
