import { imageUrl, srcSet, type ImageSource } from './responsive-image';

const warmed = new Map<string, Promise<void>>();

/**
 * Fetches and decodes a picture as a ResponsiveImage with the same `sizes` would draw it, so that
 * a dialog can show it at once: call it on intent (pointer down, hover, focus) or when idle, and
 * await it before opening (import it then too: nothing needs it before). The decoded picture is
 * kept for the visit. Never rejects: a picture
 * that fails to load (offline, say) must not keep its dialog closed.
 */
export function warmPicture(image: ImageSource, sizes: string): Promise<void> {
  const key = `${image.name}|${sizes}`;
  let warming = warmed.get(key);
  if (!warming) {
    const picture = document.createElement('picture');
    for (const format of ['avif', 'webp'] as const) {
      const source = document.createElement('source');
      source.type = `image/${format}`;
      source.sizes = sizes;
      source.srcset = srcSet(image, format);
      picture.append(source);
    }
    const img = document.createElement('img');
    img.sizes = sizes;
    picture.append(img);
    img.src = imageUrl(image, image.widths[image.widths.length - 1] ?? image.width, 'webp');
    warming = img.decode().catch(() => undefined);
    warmed.set(key, warming);
  }
  return warming;
}
