// Renders the tab and install icons from the one source logo, public/favicon.svg, into
// public/icons/.
// The outputs are committed; run again after changing the logo. Usage: npm run pwa:icons
import { mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'public/icons');

/** The logo's own background colour: full-bleed icons are filled with it, so the mark floats. */
function logoBackground(svg: string): string {
  const match = /<rect[^>]*fill="(#[0-9a-fA-F]{3,8})"/.exec(svg);
  if (!match?.[1]) throw new Error('public/favicon.svg has no background <rect fill="#…">.');
  return match[1];
}

async function render(svg: Buffer, size: number): Promise<Buffer> {
  return sharp(svg, { density: Math.ceil((72 * size) / 40) * 2 })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** The mark at `scale` of the canvas, centred on a full-bleed square of the logo's colour. */
async function fullBleed(svg: Buffer, size: number, scale: number, file: string) {
  const inner = Math.round(size * scale);
  const offset = Math.round((size - inner) / 2);
  await sharp({
    create: { width: size, height: size, channels: 4, background: logoBackground(svg.toString()) },
  })
    .composite([{ input: await render(svg, inner), top: offset, left: offset }])
    .png({ compressionLevel: 9 })
    .toFile(join(outDir, file));
}

async function main() {
  const svg = await readFile(join(root, 'public/favicon.svg'));
  await mkdir(outDir, { recursive: true });
  // "any" icons keep the logo's rounded square with transparent corners.
  for (const size of [192, 512]) {
    await sharp(await render(svg, size))
      .png({ compressionLevel: 9 })
      .toFile(join(outDir, `icon-${size}.png`));
  }
  // The tab icon, as a small PNG: for an SVG icon the browser builds a whole SVG document on the
  // page's main thread (about 25 ms on a fast desktop), while the page is still loading.
  await sharp(await render(svg, 48))
    .png({ compressionLevel: 9 })
    .toFile(join(outDir, 'favicon-48.png'));
  // Maskable: the mark inside the 80 % safe zone; the platform cuts the shape.
  await fullBleed(svg, 512, 0.7, 'icon-maskable-512.png');
  // iOS fills transparency with black and rounds the corners itself.
  await fullBleed(svg, 180, 0.84, 'apple-touch-icon.png');
  console.log('icons written to public/icons/');
}

await main();
