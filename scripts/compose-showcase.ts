// Composes the home page's showcase pictures (the hero and the three project category covers;
// their hover pictures are portfolio pieces as they are)
// from the rendered portfolio pieces in src/assets/images/portfolio/, so the first things a
// visitor sees are the studio's own named work. Writes WebP sources that `npm run images` encodes.
// Run after changing a portfolio piece: tsx scripts/compose-showcase.ts
import { join, resolve } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';

const root = resolve(import.meta.dirname, '..');
const portfolio = (name: string) => join(root, 'src/assets/images/portfolio', `${name}.png`);
const target = (name: string) => join(root, 'src/assets/images', `${name}.webp`);

// Brand colours (src/styles/tokens.css): paper-deep, accent-soft, a warm tint of accent-glow.
const tint = { website: '#ece8ff', ecommerce: '#ffe7dc', design: '#efebe2' } as const;

type Piece = {
  name: string;
  width: number;
  left: number;
  top: number;
  /** Websites and shops sit in a browser frame; design pieces are plain cards. */
  browser?: boolean;
  angle?: number;
  /** A part of the render, in its own pixels (1920 x 1200). */
  crop?: { left: number; top: number; width: number; height: number };
};

const radius = 18;
const chrome = 40;

/** One piece as a framed, rounded card with its soft shadow, ready to lay on the canvas. */
async function card(piece: Piece): Promise<OverlayOptions[]> {
  let image = sharp(portfolio(piece.name));
  if (piece.crop) image = image.extract(piece.crop);
  const shot = await image.resize({ width: piece.width }).png().toBuffer();
  const { height: shotHeight = 0 } = await sharp(shot).metadata();
  const top = piece.browser ? chrome : 0;
  const [w, h] = [piece.width, shotHeight + top];
  const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect width="${w}" height="${h}" rx="${radius}" fill="#ffffff"/>
    ${piece.browser ? [0, 1, 2].map((i) => `<circle cx="${26 + i * 22}" cy="20" r="6" fill="${i === 0 ? '#ff8a65' : '#e2ddd2'}"/>`).join('') : ''}
  </svg>`;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="${radius}"/></svg>`,
  );
  const framed = await sharp(Buffer.from(frame))
    .composite([
      { input: shot, top, left: 0 },
      { input: mask, blend: 'dest-in' },
    ])
    .png()
    .toBuffer();
  const pad = 60;
  const shadow = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w + 2 * pad}" height="${h + 2 * pad}"><rect x="${pad}" y="${pad + 18}" width="${w}" height="${h}" rx="${radius}" fill="#12131c" fill-opacity="0.28"/></svg>`,
    ),
  )
    .blur(22)
    .png()
    .toBuffer();
  const withShadow = await sharp(shadow)
    .composite([{ input: framed, top: pad, left: pad }])
    .png()
    .toBuffer();
  // Sharp rotates before it composites, so the tilt is a step of its own.
  const tilted = await sharp(withShadow)
    .rotate(piece.angle ?? 0, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return [{ input: tilted, left: piece.left - pad, top: piece.top - pad }];
}

async function compose(
  name: string,
  size: { width: number; height: number },
  background: string | null,
  pieces: Piece[],
) {
  const layers = (await Promise.all(pieces.map(card))).flat();
  const base = sharp({
    create: {
      ...size,
      channels: 4,
      background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    },
  });
  // Composited once, then cut back to the canvas: a piece may reach past the edge on purpose.
  const flat = await base.composite(layers).png().toBuffer();
  await sharp(flat).webp({ quality: 92, alphaQuality: 90 }).toFile(target(name));
}

const cover = { width: 1600, height: 1200 };
/** A category cover: one piece in front, another behind it, up and to the right. */
const pair = (back: string, front: string, browser: boolean): Piece[] => [
  { name: back, width: 1060, left: 470, top: 70, browser },
  { name: front, width: 1060, left: 70, top: 430, browser },
];

const jazzPoster = { left: 140, top: 96, width: 516, height: 730 };

await Promise.all([
  compose(
    'project-covers/website',
    cover,
    tint.website,
    pair('website-osteria', 'website-bakery', true),
  ),
  compose(
    'project-covers/ecommerce',
    cover,
    tint.ecommerce,
    pair('shop-ceramics', 'shop-coffee', true),
  ),
  compose(
    'project-covers/design',
    cover,
    tint.design,
    pair('design-poster-jazz', 'design-brand-brzask', false),
  ),
  // The hero: a website, a shop and a poster, on a transparent ground over the hero's gradient.
  compose('hero/showcase', { width: 1200, height: 1080 }, null, [
    { name: 'website-bakery', width: 980, left: 170, top: 50, browser: true, angle: -2 },
    { name: 'shop-coffee', width: 620, left: 40, top: 560, browser: true, angle: 1.5 },
    { name: 'design-poster-jazz', width: 290, left: 850, top: 520, angle: 4, crop: jazzPoster },
  ]),
]);
