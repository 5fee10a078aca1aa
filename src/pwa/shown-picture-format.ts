import type { PictureFormat } from './picture-formats';

/** A 1 x 1 AVIF (280 bytes): whether it decodes is whether the browser shows AVIF pictures. */
const tinyAvif =
  'AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAAB4AAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAEAAAABAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAmbWRhdBIACgc4AAbQENBpMhEcQmLk4AAWAAAAkDWOPH6IUA==';

async function decodesAvif(): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return false;
  const bytes = Uint8Array.from(atob(tinyAvif), (char) => char.charCodeAt(0));
  try {
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/avif' }));
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

let shown: Promise<PictureFormat> | undefined;

/**
 * The format whose pictures this browser shows: AVIF where it decodes, WebP otherwise (as a
 * `<picture>` with an AVIF source and a WebP fallback chooses). Decided once per worker start.
 */
export function shownPictureFormat(): Promise<PictureFormat> {
  shown ??= decodesAvif().then((avif) => (avif ? 'avif' : 'webp'));
  return shown;
}
