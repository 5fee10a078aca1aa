import type { ImgHTMLAttributes } from 'react';

/**
 * One picture of a group manifest (src/content/images/<group>.generated.ts, written by
 * `npm run images`): its name, intrinsic size, content hash and the widths it was encoded at.
 */
export type ImageSource = {
  name: string;
  width: number;
  height: number;
  hash: string;
  widths: readonly number[];
};

export type ResponsiveImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt'
> & {
  image: ImageSource;
  /** Translated description; pass "" for a purely decorative picture. */
  alt: string;
  /** How wide the picture is drawn, for the browser to pick a file (the sizes attribute). */
  sizes: string;
  /** Above-the-fold pictures load eagerly with high priority; the rest lazily. */
  priority?: boolean;
};

export function imageUrl(image: ImageSource, width: number, format: 'avif' | 'webp'): string {
  return `/images/${image.name}.${image.hash}-${width}.${format}`;
}

export function srcSet(image: ImageSource, format: 'avif' | 'webp'): string {
  return image.widths.map((width) => `${imageUrl(image, width, format)} ${width}w`).join(', ');
}

/** AVIF with a WebP fallback, every size listed, intrinsic width and height always set. */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  ...rest
}: ResponsiveImageProps) {
  const { width, height, widths } = image;
  const largest = widths[widths.length - 1] ?? width;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
      <img
        src={imageUrl(image, largest, 'webp')}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        // A priority picture decodes when the browser sees fit: `sync` held the first paint back.
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        {...rest}
      />
    </picture>
  );
}
