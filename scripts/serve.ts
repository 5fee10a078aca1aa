// Serves the production build on 127.0.0.1 the way the static host does (see static-host.ts),
// with the same headers as the generated host configs (CSP, security headers, caching: see
// hosting/site-rules.ts), so every end-to-end run happens under the production CSP,
// compressing text with Brotli or gzip as static hosts and CDNs do.
// Usage: tsx scripts/serve.ts [--port 4173] [--dir dist]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
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

/** Text is compressed (HTML, scripts, styles, JSON, SVG, XML); images and fonts already are. */
const compressible = (type: string) => /^text\/|json|xml/.test(type);
const compressed = new Map<string, Buffer>();

/** The file compressed for the client, cached per file, modification time and encoding. */
function encode(file: string, acceptEncoding: string): { body: Buffer; encoding: string } | null {
  if (!compressible(contentTypes[extname(file)] ?? '')) return null;
  const encoding = /\bbr\b/.test(acceptEncoding)
    ? 'br'
    : /\bgzip\b/.test(acceptEncoding)
      ? 'gzip'
      : null;
  if (!encoding) return null;
  const key = `${file}:${statSync(file).mtimeMs}:${encoding}`;
  let body = compressed.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return { body, encoding };
}

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
  const encoded = encode(file, String(request.headers['accept-encoding'] ?? ''));
  response.writeHead(resolution.status, {
    ...responseHeaders(hashes, `/${resolution.file}`, resolution.status),
    'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
    Vary: 'Accept-Encoding',
    ...(encoded && { 'Content-Encoding': encoded.encoding }),
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  if (encoded) response.end(encoded.body);
  else createReadStream(file).pipe(response);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} on http://127.0.0.1:${port}`);
});
