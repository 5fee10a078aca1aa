import { whenIdleInTurn } from '@/lib/when-idle';
import { pictureSources, type PictureSpec } from './picture-sources';
import { imageUrl } from './responsive-image';

type Warmed = { picture: PictureSpec; warming: Promise<void> };

/**
 * How long a dialog waits for its picture. A picture not decoded by then is on a slow or stalled
 * network: the dialog opens without it and the picture shows when it comes, instead of a tap doing
 * nothing for as long as the network takes (a held request kept a gallery piece closed for good).
 */
export const pictureWaitMs = 300;

/** `warming`, or nothing once pictureWaitMs has passed, whichever comes first. */
const atMostPictureWait = (warming: Promise<void>) =>
  Promise.race([warming, new Promise<void>((resolve) => setTimeout(resolve, pictureWaitMs))]);

const warmed = new Map<string, Warmed>();

function warm(spec: PictureSpec): Warmed {
  const { image, sizes } = spec;
  const picture = document.createElement('picture');
  for (const { media, type, srcSet, sizes: sourceSizes } of pictureSources(spec)) {
    const source = document.createElement('source');
    if (media) source.media = media;
    source.type = type;
    source.sizes = sourceSizes;
    source.srcset = srcSet;
    picture.append(source);
  }
  const img = document.createElement('img');
  img.sizes = sizes;
  picture.append(img);
  img.src = imageUrl(image, image.widths[image.widths.length - 1] ?? image.width, 'webp');
  return { picture: spec, warming: img.decode().catch(() => undefined) };
}

/**
 * Fetches and decodes a picture as a ResponsiveImage with the same `sizes` would draw it (or an
 * ArtDirectedImage: then the art direction's picture where its media condition holds), so that a
 * dialog can show it at once. Call it on intent (pointer down, hover, focus) or when idle, and
 * await it before opening (import it then too: nothing needs it before). A picture is warmed once;
 * later calls wait for that same warming, each at most pictureWaitMs. Never rejects: a picture
 * that fails to load (offline, say) or does not come must not keep its dialog closed.
 */
export function warmPicture(spec: PictureSpec): Promise<void> {
  const { image, sizes, art } = spec;
  const key = [image.name, sizes, art?.media, art?.image.name].join('|');
  let entry = warmed.get(key);
  if (!entry) {
    entry = warm(spec);
    warmed.set(key, entry);
  }
  return atMostPictureWait(entry.warming);
}

// Once the service worker takes the page over (its first install claims the open page), the
// browser no longer reuses a picture the page loaded before: a dialog's <img> fetched it again
// through the worker, and its picture showed a frame or two after the dialog. So each warmed
// picture is warmed again, through the worker, one per idle period.
navigator.serviceWorker?.addEventListener('controllerchange', () => {
  whenIdleInTurn([...warmed], ([key, { picture }]) => {
    const again = warm(picture);
    warmed.set(key, again);
    return atMostPictureWait(again.warming);
  });
});
