// Serves the production build on 127.0.0.1 the way the static host does (see static-host.ts).
// Usage: tsx scripts/serve.ts [--port 4173] [--dir dist]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { resolveRequest } from './static-host';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4173' }, dir: { type: 'string', default: 'dist' } },
});
const root = resolve(values.dir);
const port = Number(values.port);

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

const isFile = (file: string) => {
  const full = join(root, file);
  return full.startsWith(root) && existsSync(full) && statSync(full).isFile();
};

const server = createServer((request, response) => {
  const resolution = resolveRequest(request.url ?? '/', isFile);
  if (resolution.kind === 'missing') {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not found');
    return;
  }
  const file = join(root, resolution.file);
  const immutable = resolution.file.startsWith('assets/');
  response.writeHead(resolution.status, {
    'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file).pipe(response);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} on http://127.0.0.1:${port}`);
});
