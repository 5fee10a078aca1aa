// Proves the generated nginx configuration on a real nginx: checks the syntax of the deployable
// deploy/nginx/site.conf with `nginx -t` (a throwaway certificate in place of the real ones),
// serves dist/ on 127.0.0.1 with the server body from host-configs.ts, checks every route, unknown
// path, missing and hashed asset (status, headers, body, compression), grades the headers with the
// HTTP Observatory's rules, runs the nginx end-to-end suite against it, and stops nginx by the PID
// it started.
// Usage: tsx scripts/hosting/nginx-check.ts   (env: NGINX_PORT, default 4216: the first three
// free ports from there on)
// Installs Debian's nginx-light when nginx is missing and this runs as root on Debian.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { resolveRequest } from '../static-host';
import { nginxServerBody, pagePathVariants } from './host-configs';
import { collectInlineHashes } from './inline-sources';
import { gradeObservatory } from './observatory';
import {
  cacheControlFor,
  cacheImmutable,
  cacheRevalidate,
  contentSecurityPolicy,
  missingAssetBody,
  pageRoutes,
  securityHeaders,
  type InlineHashes,
} from './site-rules';

const root = resolve(import.meta.dirname, '../..');
const distDir = join(root, 'dist');
const basePort = Number(process.env.NGINX_PORT ?? 4216);
let ports = { http: basePort, https: basePort + 1, redirect: basePort + 2 };

function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

/** The first three free ports from NGINX_PORT on, so a busy port does not fail the check. */
async function pickPorts() {
  const free: number[] = [];
  for (let port = basePort; free.length < 3 && port < basePort + 50; port += 1) {
    if (await isFree(port)) free.push(port);
  }
  const [http, https, redirect] = free;
  if (!http || !https || !redirect) throw new Error(`No three free ports from ${basePort} on.`);
  ports = { http, https, redirect };
}

// ---------------------------------------------------------------------------------------------
// Setup

function which(command: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(':').concat('/usr/sbin', '/sbin')) {
    if (dir && existsSync(join(dir, command))) return join(dir, command);
  }
  return null;
}

function aptInstall(packages: string[]) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !which('apt-get')) {
    throw new Error(`Missing ${packages.join(', ')}: install it (Debian: apt-get install ...).`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`Installing Debian's ${packages.join(', ')} with apt-get…`);
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  });
}

function findNginx(): string {
  const found = which('nginx');
  if (found) return found;
  aptInstall(['nginx-light']);
  const installed = which('nginx');
  if (!installed) throw new Error('nginx is still missing after apt-get install.');
  return installed;
}

function mimeTypesFile(): string {
  for (const file of ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types']) {
    if (existsSync(file)) return file;
  }
  throw new Error('Cannot find nginx mime.types.');
}

type Certificate = { cert: string; key: string };

/** A throwaway self-signed certificate for 127.0.0.1, valid for a day, in `dir`. */
function makeCertificate(dir: string): Certificate {
  if (!which('openssl')) aptInstall(['openssl']);
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

/** nginx's own work folders (request bodies, proxies…), in `dir` rather than under /var. */
async function tempPaths(dir: string, indent: string): Promise<string> {
  const names = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const temp of names) await mkdir(join(dir, temp), { recursive: true });
  return names.map((temp) => `${indent}${temp}_temp_path ${join(dir, temp)};`).join('\n');
}

async function writeNginxConfig(
  dir: string,
  hashes: InlineHashes,
  nginx: string,
  { cert, key }: Certificate,
) {
  const body = nginxServerBody({ root: distDir, hashes, indent: '        ' });
  const isRoot = process.getuid?.() === 0;
  const config = `
# Written by scripts/hosting/nginx-check.ts for ${nginx}; everything lives in ${dir}.
${isRoot ? 'user nobody nogroup;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 128; }
http {
    include ${mimeTypesFile()};
    default_type application/octet-stream;
    access_log ${dir}/access.log;
${await tempPaths(dir, '    ')}
    sendfile on;

    # The site over plain HTTP, for the route checks and the end-to-end suite.
    server {
        listen 127.0.0.1:${ports.http};
${body}
    }
    # The same site over HTTPS (self-signed), for the Observatory's HSTS and redirection tests.
    server {
        listen 127.0.0.1:${ports.https} ssl;
        ssl_certificate ${cert};
        ssl_certificate_key ${key};
${body}
    }
    # HTTP that only redirects to HTTPS, as the production config's port 80 does.
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

const deployableConfig = join(root, 'deploy/nginx/site.conf');

/**
 * The file the README tells agencies to copy (ports 80 and 443 with http2, the redirect to HTTPS)
 * is never served here: it needs privileged ports and certificates that exist only on the server.
 * `nginx -t` checks it whole, inside a throwaway main config, with the self-signed certificate in
 * place of the Let's Encrypt paths; nothing is started. Returns a problem, or null.
 */
async function testDeployableConfig(
  nginx: string,
  dir: string,
  hashes: InlineHashes,
  { cert, key }: Certificate,
): Promise<string | null> {
  if (!existsSync(deployableConfig)) return 'deploy/nginx/site.conf is missing: run the build';
  const site = await readFile(deployableConfig, 'utf8');
  if (!site.includes(contentSecurityPolicy(hashes))) {
    return 'deploy/nginx/site.conf was not generated from this dist/ (its CSP differs): rebuild';
  }
  const replaced = { ssl_certificate: 0, ssl_certificate_key: 0 };
  const withCertificate = site.replace(
    /^(\s*)(ssl_certificate(?:_key)?)\s+[^;]+;/gm,
    (_line, indent: string, directive: keyof typeof replaced) => {
      replaced[directive] += 1;
      return `${indent}${directive} ${directive === 'ssl_certificate' ? cert : key};`;
    },
  );
  if (replaced.ssl_certificate !== 1 || replaced.ssl_certificate_key !== 1) {
    return `deploy/nginx/site.conf: expected one ssl_certificate and one ssl_certificate_key, found ${JSON.stringify(replaced)}`;
  }
  const testDir = join(dir, 'deployable');
  await mkdir(testDir, { recursive: true });
  await writeFile(join(testDir, 'site.conf'), withCertificate);
  const main = join(testDir, 'nginx.conf');
  await writeFile(
    main,
    [
      `# Written by scripts/hosting/nginx-check.ts to test ${relative(root, deployableConfig)}.`,
      `pid ${join(testDir, 'nginx.pid')};`,
      `error_log ${join(testDir, 'error.log')} warn;`,
      'events { worker_connections 128; }',
      'http {',
      `    include ${mimeTypesFile()};`,
      await tempPaths(testDir, '    '),
      `    include ${join(testDir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  try {
    const args = ['-t', '-p', testDir, '-c', main, '-e', join(testDir, 'error.log')];
    // nginx -t reports on stderr, also when it succeeds.
    execFileSync(nginx, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    return null;
  } catch (error) {
    const output = String((error as { stderr?: unknown }).stderr ?? error).trim();
    return `nginx -t rejects deploy/nginx/site.conf:\n${output}`;
  }
}

function waitForPort(port: number, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolvePromise, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) {
        reject(new Error(`nginx exited with ${child.exitCode}`));
        return;
      }
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolvePromise();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs) reject(new Error(`nginx is not on :${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** Stopping in progress, so that a signal arriving during the final clean-up stops nginx once. */
let stopping: Promise<void> | null = null;

function stopNginx(child: ChildProcess): Promise<void> {
  stopping ??= (async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    process.kill(child.pid, 'SIGQUIT'); // graceful shutdown of the master we started
    const timer = setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    console.log(`nginx (pid ${child.pid}) stopped`);
  })();
  return stopping;
}

// ---------------------------------------------------------------------------------------------
// HTTP

type Response = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function fetchRaw(
  url: string,
  options: { gzip?: boolean; ca?: Buffer; method?: string } = {},
): Promise<Response> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  // Sends the path exactly as written (no normalisation), as a hostile client would.
  const path = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  return new Promise((resolvePromise, reject) => {
    const req = send(
      {
        host: target.hostname,
        port: target.port,
        path,
        method: options.method ?? 'GET',
        headers: {
          Accept: 'text/html,*/*',
          ...(options.gzip ? { 'Accept-Encoding': 'gzip' } : {}),
        },
        ...(options.ca ? { ca: options.ca } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolvePromise({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

// ---------------------------------------------------------------------------------------------
// Checks

const failures: string[] = [];
let passed = 0;

function check(condition: boolean, message: string) {
  if (condition) passed += 1;
  else failures.push(message);
}

function checkHeaders(path: string, response: Response, hashes: InlineHashes, cache: string) {
  for (const [name, value] of Object.entries(securityHeaders(hashes))) {
    const actual = response.headers[name.toLowerCase()];
    check(actual === value, `${path}: ${name} is ${JSON.stringify(actual)}`);
  }
  const cacheControl = response.headers['cache-control'];
  check(cacheControl === cache, `${path}: Cache-Control is ${cacheControl}, expected ${cache}`);
  check(!/nginx\//.test(String(response.headers.server)), `${path}: Server shows nginx version`);
}

const distFile = (file: string) => readFile(join(distDir, file));
const isDistFile = (file: string) => existsSync(join(distDir, file)) && !file.endsWith('/');

/** Every request also asks the local server's rules, so nginx and `npm run serve` agree. */
function checkAgreesWithLocalServer(path: string, response: Response, expectedFile?: string) {
  const local = resolveRequest(path, (file) => {
    const full = join(distDir, file);
    return full.startsWith(distDir) && isDistFile(file) && !full.endsWith(distDir);
  });
  check(
    local.status === response.status,
    `${path}: nginx answers ${response.status}, the local server ${local.status}`,
  );
  if (expectedFile && local.kind !== 'missing') {
    check(local.file === expectedFile, `${path}: local server serves ${local.file}`);
  }
}

async function checkPage(
  base: string,
  path: string,
  file: string,
  status: number,
  h: InlineHashes,
) {
  const response = await fetchRaw(`${base}${path}`);
  check(response.status === status, `${path}: status ${response.status}, expected ${status}`);
  check(
    String(response.headers['content-type']).startsWith('text/html'),
    `${path}: content type ${response.headers['content-type']}`,
  );
  check(response.body.equals(await distFile(file)), `${path}: body is not dist/${file}`);
  checkHeaders(path, response, h, cacheRevalidate);
  checkAgreesWithLocalServer(path, response, file);
}

async function checkMissing(base: string, path: string, h: InlineHashes) {
  const response = await fetchRaw(`${base}${path}`);
  check(response.status === 404, `${path}: status ${response.status}, expected 404`);
  check(
    String(response.headers['content-type']).startsWith('text/plain'),
    `${path}: content type ${response.headers['content-type']}, expected text/plain`,
  );
  check(response.body.toString() === missingAssetBody, `${path}: body is not the plain 404`);
  checkHeaders(path, response, h, cacheRevalidate);
  checkAgreesWithLocalServer(path, response);
}

async function checkFile(base: string, file: string, cache: string, type: RegExp, h: InlineHashes) {
  const path = `/${file}`;
  const response = await fetchRaw(`${base}${path}`);
  check(response.status === 200, `${path}: status ${response.status}`);
  check(type.test(String(response.headers['content-type'])), `${path}: content type wrong`);
  check(response.body.equals(await distFile(file)), `${path}: body differs from dist`);
  checkHeaders(path, response, h, cache);
  checkAgreesWithLocalServer(path, response, file);
}

async function checkGzip(base: string, path: string, file: string) {
  const response = await fetchRaw(`${base}${path}`, { gzip: true });
  check(response.headers['content-encoding'] === 'gzip', `${path}: not gzip-compressed`);
  check(/accept-encoding/i.test(String(response.headers.vary)), `${path}: no Vary`);
  if (response.headers['content-encoding'] === 'gzip') {
    check(gunzipSync(response.body).equals(await distFile(file)), `${path}: gzip body differs`);
  }
}

async function listDist(dir: string): Promise<string[]> {
  if (!existsSync(join(distDir, dir))) return [];
  const entries = await readdir(join(distDir, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(distDir, join(entry.parentPath, entry.name)));
}

const typeByExtension: Record<string, RegExp> = {
  js: /javascript/,
  css: /^text\/css/,
  woff2: /^font\/woff2/,
  avif: /^image\/avif/,
  webp: /^image\/webp/,
  svg: /^image\/svg\+xml/,
  webmanifest: /^application\/manifest\+json/,
};

async function runChecks(hashes: InlineHashes, ca: Buffer) {
  const base = `http://127.0.0.1:${ports.http}`;

  // Every prerendered page, with and without the trailing slash, answers with its own file.
  for (const page of pageRoutes) {
    const variants = pagePathVariants().filter(
      (path) => path.replace(/(.)\/$/, '$1') === page.path,
    );
    for (const path of variants) await checkPage(base, path, page.file, 200, hashes);
  }
  // Unknown paths and project numbers without a page: the not-found page with status 404.
  const notFound = [
    '/project/4',
    '/project/4/',
    '/project/0999',
    '/project/abc',
    '/about/team',
    '/no-such-page',
    '/no-such-page/',
    '/project/%3Cscript%3E',
    '/project/1/extra',
    '/project/1.5',
    '/project/-1',
    `/${'a'.repeat(5000)}`,
  ];
  for (const path of notFound) {
    await checkPage(base, path, '404.html', 404, hashes);
  }
  await checkPage(base, '/project/1?x=<script>', 'project/1/index.html', 200, hashes);
  await checkPage(base, '/404.html', '404.html', 200, hashes);

  // Traversal never leaves dist: nginx refuses a path above the root (400), and the config
  // turns that into the not-found page with status 404, as the local server answers.
  for (const path of ['/..%2f..%2fetc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/../../etc/passwd']) {
    await checkPage(base, path, '404.html', 404, hashes);
  }

  // Missing files answer a plain 404, never a page; files for other hosts are not served.
  for (const path of [
    '/assets/index-missing1.js',
    '/assets/missing.css',
    '/images/none/missing.0123abcd-480.avif',
    '/favicon.png',
    '/sw.js.map',
    '/project/1/app.js',
    '/_headers',
    '/_redirects',
    '/vercel.json',
  ]) {
    await checkMissing(base, path, hashes);
  }

  // Hashed assets and images: a year, immutable. Everything else at the root: revalidated.
  const assets = await listDist('assets');
  const images = await listDist('images');
  check(assets.length > 0, 'dist/assets is empty');
  if (images.length === 0) console.log('  (no images in this build: hashed-image check skipped)');
  for (const file of [...assets, ...images.slice(0, 6)]) {
    const extension = file.split('.').pop() ?? '';
    await checkFile(base, file, cacheImmutable, typeByExtension[extension] ?? /./, hashes);
  }
  for (const file of ['favicon.svg', 'manifest.webmanifest', 'sw.js']) {
    check(isDistFile(file), `dist/${file} is missing`);
    if (!isDistFile(file)) continue;
    const extension = file.split('.').pop() ?? '';
    await checkFile(base, file, cacheRevalidate, typeByExtension[extension] ?? /./, hashes);
  }
  // The service worker's registration (src/pwa/register.ts and workbox-window) is bundled into
  // hashed chunks under /assets/, cached for a year like them (checked above); no separate
  // registration script (vite-plugin-pwa's registerSW.js, workbox-*.js) sits beside sw.js.
  const registering: string[] = [];
  for (const file of assets.filter((name) => name.endsWith('.js'))) {
    if (/[`'"]\/sw\.js[`'"]/.test((await distFile(file)).toString())) registering.push(file);
  }
  check(registering.length > 0, 'no chunk under dist/assets registers /sw.js');
  for (const file of registering) {
    check(cacheControlFor(`/${file}`) === cacheImmutable, `${file} is not cached for a year`);
  }
  const loose = (await readdir(distDir)).filter((name) =>
    /^(?:registerSW|workbox-.*)\.js$/.test(name),
  );
  check(loose.length === 0, `registration scripts outside dist/assets: ${loose.join(', ')}`);

  // Compression for text.
  await checkGzip(base, '/', 'index.html');
  await checkGzip(base, '/about', 'about/index.html');
  const script = assets.find((file) => file.endsWith('.js'));
  const style = assets.find((file) => file.endsWith('.css'));
  if (script) await checkGzip(base, `/${script}`, script);
  if (style) await checkGzip(base, `/${style}`, style);

  // HTTPS serves the same, and plain HTTP on the redirect port goes to HTTPS.
  const secure = await fetchRaw(`https://127.0.0.1:${ports.https}/about`, { ca });
  check(secure.status === 200, `https /about: status ${secure.status}`);
  checkHeaders('https /about', secure, hashes, cacheRevalidate);
  const redirect = await fetchRaw(`http://127.0.0.1:${ports.redirect}/about?x=1`);
  check(
    redirect.status === 301 &&
      redirect.headers.location === `https://127.0.0.1:${ports.https}/about?x=1`,
    `http redirect: ${redirect.status} to ${redirect.headers.location}`,
  );
}

// ---------------------------------------------------------------------------------------------

/**
 * The end-to-end run against nginx while it runs. It leads a process group of its own (npx, the
 * runner, its workers and browsers), so that stopping the check stops all of it.
 */
let playwright: ChildProcess | null = null;

function runPlaywright(): Promise<number> {
  return new Promise((done) => {
    const child = spawn('npx', ['playwright', 'test', '--config', 'playwright.nginx.config.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NGINX_BASE_URL: `http://127.0.0.1:${ports.http}` },
      detached: true,
    });
    playwright = child;
    child.on('exit', (code) => {
      playwright = null;
      done(code ?? 1);
    });
  });
}

async function main() {
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('Run `npm run build` first.');
  const nginx = findNginx();
  await pickPorts();
  const dir = await mkdtemp(join(tmpdir(), 'kreska-nginx-'));
  const hashes = await collectInlineHashes(distDir);
  const certificate = makeCertificate(dir);
  const cert = await readFile(certificate.cert);
  const deployableProblem = await testDeployableConfig(nginx, dir, hashes, certificate);
  if (deployableProblem) {
    console.error(deployableProblem);
    failures.push(deployableProblem);
  } else console.log('deploy/nginx/site.conf: `nginx -t` accepts it (throwaway certificate)');
  const file = await writeNginxConfig(dir, hashes, nginx, certificate);
  const prefix = ['-p', dir, '-c', file, '-e', join(dir, 'error.log')];
  execFileSync(nginx, ['-t', '-q', ...prefix], { stdio: 'inherit' });

  const child = spawn(nginx, prefix, { stdio: 'inherit' });
  const stop = () => {
    if (playwright?.pid) process.kill(-playwright.pid, 'SIGTERM');
    void stopNginx(child).then(() => process.exit(130));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  let e2eCode = 1;
  try {
    await Promise.all(Object.values(ports).map((port) => waitForPort(port, child)));
    console.log(`nginx (pid ${child.pid}) serves dist/ on http://127.0.0.1:${ports.http}`);
    await runChecks(hashes, cert);
    console.log(`nginx checks: ${passed} passed, ${failures.length} failed`);
    const grade = await gradeObservatory({
      httpUrl: `http://127.0.0.1:${ports.redirect}/`,
      ca: cert,
    });
    console.log(`HTTP Observatory rules: grade ${grade.grade}, score ${grade.score}`);
    for (const test of grade.tests) {
      console.log(
        `  ${test.pass ? 'pass' : 'FAIL'} ${test.name}: ${test.result} (${test.modifier})`,
      );
      if (!test.pass) failures.push(`Observatory: ${test.name} ${test.result}`);
    }
    if (grade.grade !== 'A+') failures.push(`Observatory grade ${grade.grade}, expected A+`);
    if (!grade.cspPolicy) failures.push('Observatory: the page has no CSP to check');
    for (const [name, safe] of Object.entries(grade.cspPolicy ?? {})) {
      console.log(`  ${safe ? 'pass' : 'FAIL'} content-security-policy ${name} (not scored)`);
      if (!safe) failures.push(`Observatory: the CSP fails ${name}`);
    }
    e2eCode = await runPlaywright();
  } finally {
    await stopNginx(child);
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    const errors = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
    if (/\[(?:crit|alert|emerg)\]/.test(errors)) failures.push(`nginx error log:\n${errors}`);
    await rm(dir, { recursive: true, force: true });
  }
  if (e2eCode !== 0) failures.push('the end-to-end suite against nginx failed');
  if (failures.length > 0) {
    console.error(`\n${failures.length} problem(s):\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('nginx proof: all checks passed');
}

await main();
