import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro, pageSectionClass } from '@/components/page-intro/page-intro';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { RevealCard } from '@/components/reveal/reveal-card';
import { portfolioImages } from '@/content/images/portfolio.generated';
import type { ProjectCategory, ProjectItem } from '@/content/projects';
import { preparedOnce } from '@/lib/prepared-once';
import { useLoaded } from '@/lib/use-loaded';
import { whenIdle } from '@/lib/when-idle';
import { dialogPictureSizes } from './dialog-picture-sizes';
import styles from './gallery.module.css';

export type GalleryPageProps = { project: ProjectCategory };

// The dialog is not needed to show the page: it loads right after, ahead of the first click, and
// its pictures when the browser is idle or as soon as the visitor reaches for an item.
const loadGalleryDialog = () => import('./gallery-dialog');

/** Two columns from tablets up, capped by the 75 rem content width. */
const thumbnailSizes = '(min-width: 1280px) 584px, (min-width: 640px) 46vw, 92vw';

/** What an item's dialog needs: its code and the large picture, fetched and decoded. */
const items = preparedOnce((item: ProjectItem) =>
  Promise.all([
    loadGalleryDialog(),
    import('@/components/responsive-image/warm-picture').then(({ warmPicture }) =>
      warmPicture(portfolioImages[item.image], dialogPictureSizes),
    ),
  ]),
);

export function GalleryPage({ project }: GalleryPageProps) {
  const { t } = useTranslation(['project', 'projects']);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const GalleryDialog = useLoaded(loadGalleryDialog)?.GalleryDialog;
  useEffect(() => whenIdle(() => project.items.forEach(items.prepare)), [project]);
  const open = (index: number) => {
    const item = project.items[index];
    if (item) items.whenPrepared(item, () => setOpenIndex(index));
  };
  return (
    <>
      <PageIntro
        title={t(`projects:categories.${project.slug}.title`)}
        lead={t(`intro.${project.slug}`)}
        backLabel={t('backHome')}
      />
      <section className={pageSectionClass} aria-labelledby="gallery-items-title">
        <h2 id="gallery-items-title" className="visually-hidden">
          {t('itemsTitle')}
        </h2>
        <ul className={styles.grid}>
          {project.items.map((item, index) => (
            <li key={item.id}>
              {/* A click anywhere on the card opens it; keyboard users have its button, which
                  takes the focus first so that closing the dialog returns there. */}
              <RevealCard
                className={styles.card}
                data-item-id={item.id}
                onClick={(event) => {
                  event.currentTarget.querySelector('button')?.focus();
                  open(index);
                }}
                onPointerEnter={() => items.prepare(item)}
                onPointerDown={() => items.prepare(item)}
                onFocus={() => items.prepare(item)}
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
      </section>
      {openIndex !== null && GalleryDialog && (
        <Suspense>
          <GalleryDialog
            items={project.items}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      )}
    </>
  );
}
