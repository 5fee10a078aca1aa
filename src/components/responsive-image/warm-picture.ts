import { whenIdleInTurn } from '@/lib/when-idle';
import { imageUrl, srcSet, type ImageSource } from './responsive-image';

type Warmed = { image: ImageSource; sizes: string; warming: Promise<void> };

const warmed = new Map<string, Warmed>();

function warm(image: ImageSource, sizes: string): Warmed {
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
  return { image, sizes, warming: img.decode().catch(() => undefined) };
}

/**
 * Fetches and decodes a picture as a ResponsiveImage with the same `sizes` would draw it, so that
 * a dialog can show it at once: call it on intent (pointer down, hover, focus) or when idle, and
 * await it before opening (import it then too: nothing needs it before). A picture is warmed once;
 * later calls wait for that same warming. Never rejects: a picture that fails to
 * load (offline, say) must not keep its dialog closed.
 */
export function warmPicture(image: ImageSource, sizes: string): Promise<void> {
  const key = `${image.name}|${sizes}`;
  let entry = warmed.get(key);
  if (!entry) {
    entry = warm(image, sizes);
    warmed.set(key, entry);
  }
  return entry.warming;
}

// Once the service worker takes the page over (its first install claims the open page), the
// browser no longer reuses a picture the page loaded before: a dialog's <img> fetched it again
// through the worker, and its picture showed a frame or two after the dialog. So each warmed
// picture is warmed again, through the worker, one per idle period.
navigator.serviceWorker?.addEventListener('controllerchange', () => {
  whenIdleInTurn([...warmed], ([key, { image, sizes }]) => {
    const again = warm(image, sizes);
    warmed.set(key, again);
    return again.warming;
  });
});
