import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { RevealCard } from '@/components/reveal/reveal-card';
import { portfolioImages } from '@/content/images/portfolio.generated';
import type { ProjectCategory } from '@/content/projects';
import { tapIdProps } from '@/lib/early-activation';
import styles from './gallery.module.css';

export type GalleryGridProps = {
  items: ProjectCategory['items'];
  /** The visitor reaches for an item (pointer over or down, focus): time to prepare its dialog. */
  onIntent: (item: ProjectCategory['items'][number]) => void;
  onOpen: (index: number) => void;
};

/** Two columns from tablets up, capped by the 75 rem content width. */
const thumbnailSizes = '(min-width: 1280px) 584px, (min-width: 40rem) 46vw, 92vw';

/**
 * The gallery's cards. Memoised: opening, stepping through or closing the dialog changes the
 * page's state, and re-rendering every card then would delay the dialog by a frame on a phone.
 */
export const GalleryGrid = memo(function GalleryGrid({
  items,
  onIntent,
  onOpen,
}: GalleryGridProps) {
  const { t } = useTranslation('project');
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={item.id}>
          {/* A click anywhere on the card opens it; keyboard users have its button, which
              takes the focus first so that closing the dialog returns there. */}
          <RevealCard
            className={styles.card}
            {...tapIdProps('item', item.id)}
            onClick={(event) => {
              event.currentTarget.querySelector('button')?.focus({ preventScroll: true });
              onOpen(index);
            }}
            onPointerEnter={() => onIntent(item)}
            onPointerDown={() => onIntent(item)}
            onFocus={() => onIntent(item)}
          >
            <div className={styles.thumb}>
              <ResponsiveImage
                image={portfolioImages[item.image]}
                alt={t(`items.${item.key}.alt`)}
                sizes={thumbnailSizes}
                priority={index < 2}
              />
            </div>
            <div className={styles.body}>
              <h3 className={styles.title}>{t(`items.${item.key}.title`)}</h3>
              <button
                type="button"
                className={styles.more}
                aria-label={t('viewMoreLabel', { title: t(`items.${item.key}.title`) })}
              >
                {t('viewMore')}
              </button>
            </div>
          </RevealCard>
        </li>
      ))}
    </ul>
  );
});
