// Serves the production build on 127.0.0.1 the way the static host does (see static-host.ts),
// with the same headers as the generated host configs (CSP, security headers, caching: see
// hosting/site-rules.ts), so every end-to-end run happens under the production CSP.
// Usage: tsx scripts/serve.ts [--port 4173] [--dir dist]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { collectInlineHashes } from './hosting/inline-sources';
import { missingAssetBody, responseHeaders } from './hosting/site-rules';
import { resolveRequest } from './static-host';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4173' }, dir: { type: 'string', default: 'dist' } },
});
const root = resolve(values.dir);
const port = Number(values.port);
const hashes = await collectInlineHashes(root);

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
    response.writeHead(404, {
      ...responseHeaders(hashes, request.url ?? '/', 404),
      'Content-Type': 'text/plain; charset=utf-8',
    });
    response.end(missingAssetBody);
    return;
  }
  const file = join(root, resolution.file);
  response.writeHead(resolution.status, {
    ...responseHeaders(hashes, `/${resolution.file}`, resolution.status),
    'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
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
