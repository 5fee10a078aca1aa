import { srcSet, type ImageSource } from './responsive-image';

/** Another picture where a media condition holds (art direction): another crop or rendering. */
export type ArtDirection = { media: string; image: ImageSource; sizes: string };

/** A picture as a page draws it: its `sizes`, and the picture shown instead where `art` says. */
export type PictureSpec = { image: ImageSource; sizes: string; art?: ArtDirection };

export type PictureSource = {
  media: string | undefined;
  type: string;
  srcSet: string;
  sizes: string;
  /** The file's picture: its width and height give the box its shape before it loads. */
  image: ImageSource;
};

/**
 * The `<source>`s of a picture, in the browser's order of choice: AVIF and WebP of the art
 * direction's picture where its media condition holds, then of the picture's own. One list for
 * ArtDirectedImage, which draws it, and warmPicture, which prepares it: both get the same file.
 */
export function pictureSources({ image, sizes, art }: PictureSpec): PictureSource[] {
  return [...(art ? [art] : []), { media: undefined, image, sizes }].flatMap((choice) =>
    (['avif', 'webp'] as const).map((format) => ({
      media: choice.media,
      type: `image/${format}`,
      srcSet: srcSet(choice.image, format),
      sizes: choice.sizes,
      image: choice.image,
    })),
  );
}
