import { imageUrl } from './responsive-image';
import { pictureSources, type PictureSpec } from './picture-sources';

export type ArtDirectedImageProps = {
  picture: PictureSpec;
  /** Translated description, the same for both pictures. */
  alt: string;
  className?: string;
};

/**
 * A ResponsiveImage (AVIF, WebP, every width) that shows another picture where the art
 * direction's media condition holds, each with its own width and height: a dialog's picture,
 * loaded at once with high priority. Apart from ResponsiveImage so that the pages' first
 * JavaScript, which has no art direction, does not carry it.
 */
export function ArtDirectedImage({ picture, alt, className }: ArtDirectedImageProps) {
  const { image } = picture;
  return (
    <picture>
      {pictureSources(picture).map((source) => (
        <source
          key={`${source.media ?? ''} ${source.type}`}
          media={source.media}
          type={source.type}
          srcSet={source.srcSet}
          sizes={source.sizes}
          width={source.image.width}
          height={source.image.height}
        />
      ))}
      <img
        className={className}
        src={imageUrl(image, image.widths[image.widths.length - 1] ?? image.width, 'webp')}
        width={image.width}
        height={image.height}
        alt={alt}
        fetchPriority="high"
      />
    </picture>
  );
}
