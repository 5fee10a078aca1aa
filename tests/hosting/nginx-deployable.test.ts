// The file the README tells agencies to copy (ports 80 and 443 with http2, the redirect to HTTPS)
// is never served here: it needs privileged ports and certificates that exist only on the server.
// `nginx -t` checks it whole, inside a throwaway main config, with the self-signed certificate in
// place of the Let's Encrypt paths; nothing is started.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect, inject, it } from 'vitest';
import { collectInlineHashes } from '../../scripts/hosting/inline-sources';
import { contentSecurityPolicy } from '../../scripts/hosting/site-rules';
import { mimeTypesFile, tempPaths } from './nginx-config';

const root = resolve(import.meta.dirname, '../..');
const deployableConfig = join(root, 'deploy/nginx/site.conf');
const { nginx, dir, certificate } = inject('nginx');

it('deploy/nginx/site.conf is generated from this dist/ and `nginx -t` accepts it', async () => {
  expect(existsSync(deployableConfig), 'deploy/nginx/site.conf exists (run the build)').toBe(true);
  const site = await readFile(deployableConfig, 'utf8');
  const hashes = await collectInlineHashes(join(root, 'dist'));
  expect(site, 'its CSP is this build’s (else rebuild)').toContain(contentSecurityPolicy(hashes));

  const replaced = { ssl_certificate: 0, ssl_certificate_key: 0 };
  const withCertificate = site.replace(
    /^(\s*)(ssl_certificate(?:_key)?)\s+[^;]+;/gm,
    (_line, indent: string, directive: keyof typeof replaced) => {
      replaced[directive] += 1;
      const path = directive === 'ssl_certificate' ? certificate.cert : certificate.key;
      return `${indent}${directive} ${path};`;
    },
  );
  expect(replaced, 'one ssl_certificate and one ssl_certificate_key').toEqual({
    ssl_certificate: 1,
    ssl_certificate_key: 1,
  });

  const testDir = join(dir, 'deployable');
  await mkdir(testDir, { recursive: true });
  await writeFile(join(testDir, 'site.conf'), withCertificate);
  const main = join(testDir, 'nginx.conf');
  await writeFile(
    main,
    [
      '# Written by tests/hosting/nginx-deployable.test.ts to test deploy/nginx/site.conf.',
      `pid ${join(testDir, 'nginx.pid')};`,
      `error_log ${join(testDir, 'error.log')} warn;`,
      'events { worker_connections 128; }',
      'http {',
      `    include ${mimeTypesFile()};`,
      await tempPaths(testDir),
      `    include ${join(testDir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-t', '-p', testDir, '-c', main, '-e', join(testDir, 'error.log')];
  // nginx -t reports on stderr, also when it succeeds.
  const result = (() => {
    try {
      execFileSync(nginx, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
      return 'accepted';
    } catch (error) {
      return String((error as { stderr?: unknown }).stderr ?? error).trim();
    }
  })();
  expect(result, 'nginx -t on deploy/nginx/site.conf').toBe('accepted');
});
