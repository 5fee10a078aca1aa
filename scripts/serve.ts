// Serves the production build on 127.0.0.1 as the static host does (static-host.ts), with the
// host configs' headers (hosting/site-rules.ts: every end-to-end run is under the production CSP),
// text compressed with Brotli or gzip as hosts and CDNs do.
// Usage: tsx scripts/serve.ts [--port 4173] [--dir dist]; or startSiteServer() from a script.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { contentType } from 'mime-types';
import { collectInlineHashes } from './hosting/inline-sources';
import { missingAssetBody, responseHeaders } from './hosting/site-rules';
import { glob } from 'tinyglobby';
import { resolveRequest } from './static-host';

/** Text is compressed (HTML, scripts, styles, JSON, SVG, XML); images and fonts already are. */
const compressible = (type: string) => /^text\/|json|xml/.test(type);
const compressed = new Map<string, Buffer>();

const typeOf = (file: string) => contentType(extname(file)) || 'application/octet-stream';

/** The file compressed for the client, cached per file, modification time and encoding. */
function encode(file: string, type: string, acceptEncoding: string) {
  if (!compressible(type)) return null;
  const encoding = ['br', 'gzip'].find((name) => new RegExp(`\\b${name}\\b`).test(acceptEncoding));
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

export type SiteServer = { url: string; stop: () => Promise<void> };

/** Serves `dir` like the static host on `port` (0: a free one) until stop() is called. */
export async function startSiteServer(dir: string, port = 0): Promise<SiteServer> {
  const root = resolve(dir);
  const hashes = await collectInlineHashes(root);
  // Compressed before the first request, as a host's files are: compressing on demand (Brotli at
  // its best quality) took the machine's CPU from the very page load that Lighthouse measured.
  for (const file of await glob('**', { cwd: root, absolute: true })) {
    for (const encoding of ['br', 'gzip']) encode(file, typeOf(file), encoding);
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
    // By extension: given a path with a "/", mime-types would take the path for the type itself.
    const type = typeOf(file);
    const encoded = encode(file, type, String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(resolution.status, {
      ...responseHeaders(hashes, `/${resolution.file}`, resolution.status),
      'Content-Type': type,
      Vary: 'Accept-Encoding',
      ...(encoded && { 'Content-Encoding': encoded.encoding }),
    });
    if (request.method === 'HEAD') response.end();
    else if (encoded) response.end(encoded.body);
    else createReadStream(file).pipe(response);
  });
  await new Promise<void>((listening, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', listening);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stop = () =>
    new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    });
  return { url, stop };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const option = (fallback: string) => ({ type: 'string', default: fallback }) as const;
  const { values } = parseArgs({ options: { port: option('4173'), dir: option('dist') } });
  const { url } = await startSiteServer(values.dir, Number(values.port));
  console.log(`Serving ${resolve(values.dir)} on ${url}`);
}
