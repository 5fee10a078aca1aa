import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/icons/icons';
import { ArtDirectedImage } from '@/components/responsive-image/art-directed-image';
import type { ImageSource } from '@/components/responsive-image/responsive-image';
import type { ProjectCategory } from '@/content/projects';
import { tapIdProps } from '@/lib/early-activation';
import styles from './gallery.module.css';
import { viewerMaxWidth, viewerPicture } from './viewer-picture';

/**
 * An empty box of the picture's shape and largest size under it, sized by the same rules: on a slow
 * network the viewer opens before its picture (warm-picture.ts), and the box shows where it comes.
 * An <img> still loading has no size, an <svg> with a width, a height and a viewBox has.
 */
function PictureStandIn({ image }: { image: ImageSource }) {
  const height = Math.round((viewerMaxWidth * image.height) / image.width);
  return (
    <svg
      width={viewerMaxWidth}
      height={height}
      viewBox={`0 0 ${viewerMaxWidth} ${height}`}
      aria-hidden="true"
    />
  );
}

export type GalleryDialogProps = {
  items: ProjectCategory['items'];
  /** Position of the open item in `items`, or null while closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/**
 * One gallery item as a work viewer: the picture as large as the screen allows on a dark stage,
 * its title and a one-line caption under it, previous/next and the arrow keys. A click on the
 * stage around the picture closes it. On a phone a site or shop shows as a phone shows it,
 * across the screen and scrolling under the caption.
 */
export function GalleryDialog({ items, index, onIndexChange, onClose }: GalleryDialogProps) {
  const { t } = useTranslation(['project', 'galleryCaptions']);
  const total = items.length;
  const item = index === null ? undefined : items[index];
  const picture = item && viewerPicture(item);
  const viewer = useRef<HTMLDivElement>(null);
  const step = (by: number) => {
    if (index !== null) onIndexChange((index + by + total) % total);
  };

  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndexChange((index - 1 + total) % total);
      if (event.key === 'ArrowRight') onIndexChange((index + 1) % total);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, total, onIndexChange]);

  // On a phone a site or shop is taller than the screen and scrolls: the next one starts at its top.
  useLayoutEffect(() => {
    if (viewer.current) viewer.current.scrollTop = 0;
  }, [index]);

  return (
    <Dialog
      open={item !== undefined}
      onClose={onClose}
      labelledBy="gallery-dialog-title"
      closeLabel={t('close')}
      variant="viewer"
    >
      {item && picture && index !== null && (
        <div
          ref={viewer}
          className={styles.viewer}
          {...tapIdProps('item', item.id)}
          data-backdrop=""
        >
          <div className={styles.stage} data-backdrop="">
            <PictureStandIn image={picture.image} />
            <ArtDirectedImage
              key={item.image}
              className={styles.large}
              picture={picture}
              alt={t(`items.${item.key}.alt`)}
            />
          </div>
          <div className={styles.bar}>
            <h2 id="gallery-dialog-title" className={styles.dialogTitle}>
              {t(`items.${item.key}.title`)}
            </h2>
            <p className={styles.caption}>{t(`galleryCaptions:${item.key}`)}</p>
            <div className={styles.nav}>
              <button
                type="button"
                className={styles.step}
                onClick={() => step(-1)}
                aria-label={t('previous')}
              >
                <ArrowLeftIcon />
              </button>
              <p className={styles.counter} aria-live="polite">
                {t('counter', { current: index + 1, total })}
              </p>
              <button
                type="button"
                className={styles.step}
                onClick={() => step(1)}
                aria-label={t('next')}
              >
                <ArrowRightIcon />
              </button>
            </div>
          </div>
        </div>
      )}
    </Dialog>
  );
}
