// The nginx the hosting tests run: a main config in a throwaway folder around the server body
// that host-configs.ts generates, a self-signed certificate, and a readable copy of dist/.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { nginxServerBody } from '../../scripts/hosting/host-configs';
import type { InlineHashes } from '../../scripts/hosting/site-rules';
import { requireCommand } from '../../scripts/lib/apt';

export type Ports = { http: number; https: number; redirect: number };
export type Certificate = { cert: string; key: string };

export function mimeTypesFile(): string {
  for (const file of ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types']) {
    if (existsSync(file)) return file;
  }
  throw new Error('Cannot find nginx mime.types.');
}

/** A throwaway self-signed certificate for 127.0.0.1, valid for a day, in `dir`. */
export function makeCertificate(dir: string): Certificate {
  requireCommand('openssl', 'openssl');
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...['-keyout', key, '-out', cert, '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/**
 * dist/ copied into `dir`, readable by everyone: nginx's workers run as `nobody` when started by
 * root, and cannot read a checkout inside a private (mode 700) folder such as /root.
 */
export async function readableCopy(distDir: string, dir: string): Promise<string> {
  const served = join(dir, 'site');
  await cp(distDir, served, { recursive: true });
  execFileSync('chmod', ['-R', 'a+rX', dir]);
  return served;
}

/** nginx's own work folders (request bodies, proxies…), in `dir` rather than under /var. */
export async function tempPaths(dir: string): Promise<string> {
  const names = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const temp of names) await mkdir(join(dir, temp), { recursive: true });
  return names.map((temp) => `    ${temp}_temp_path ${join(dir, temp)};`).join('\n');
}

/** The site on `ports.http`, the same over HTTPS, and plain HTTP that redirects to HTTPS. */
export async function writeNginxConfig(options: {
  dir: string;
  root: string;
  hashes: InlineHashes;
  ports: Ports;
  certificate: Certificate;
}): Promise<string> {
  const { dir, root, hashes, ports, certificate } = options;
  const body = nginxServerBody({ root, hashes, indent: '        ' });
  const config = `
# Written by tests/hosting/global-setup.ts; everything lives in ${dir}.
${process.getuid?.() === 0 ? 'user nobody nogroup;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 128; }
http {
    include ${mimeTypesFile()};
    default_type application/octet-stream;
    access_log ${dir}/access.log;
${await tempPaths(dir)}
    sendfile on;
    server {
        listen 127.0.0.1:${ports.http};
${body}
    }
    server {
        listen 127.0.0.1:${ports.https} ssl;
        ssl_certificate ${certificate.cert};
        ssl_certificate_key ${certificate.key};
${body}
    }
    server {
        listen 127.0.0.1:${ports.redirect};
        server_tokens off;
        return 301 https://127.0.0.1:${ports.https}$request_uri;
    }
}
`;
  const file = join(dir, 'nginx.conf');
  await writeFile(file, config);
  return file;
}
