// Renders the mock client sites and design pieces in artwork/portfolio/*.html (small,
// self-contained pages) into 1920×1200 PNGs (a 1280×800 page at 1.5× pixel density) in src/assets/images/portfolio/, with the headless
// Chromium already on the machine. Then `npm run images` turns them into AVIF and WebP.
// Usage: tsx scripts/render-portfolio.ts [name…]   (names without .html; default: all)
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { chromiumArgs, findChromium } from './find-chromium';

const root = resolve(import.meta.dirname, '..');
const sourceDir = join(root, 'artwork/portfolio');
const outputDir = join(root, 'src/assets/images/portfolio');
const size = { width: 1280, height: 800 };
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

// The pages load their fonts from node_modules, so they are served from the project root.
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  const file = join(root, path);
  if (!file.startsWith(root) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const wanted = process.argv.slice(2);
const pages = (await readdir(sourceDir))
  .filter((file) => file.endsWith('.html'))
  .map((file) => file.slice(0, -'.html'.length))
  .filter((name) => wanted.length === 0 || wanted.includes(name));

await mkdir(outputDir, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1.5 });
for (const name of pages) {
  await page.goto(`http://127.0.0.1:${port}/artwork/portfolio/${name}.html`);
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ clip: { x: 0, y: 0, ...size } });
  await sharp(png)
    .png({ compressionLevel: 9, palette: false })
    .toFile(join(outputDir, `${name}.png`));
  console.log(`portfolio/${name}.png`);
}
await browser.close();
server.close();
