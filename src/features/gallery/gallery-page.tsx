import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/page-intro/page-intro';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { RevealCard } from '@/components/reveal/reveal-card';
import type { ProjectCategory } from '@/content/projects';
import { GalleryDialog } from './gallery-dialog';
import styles from './gallery.module.css';

export type GalleryPageProps = { project: ProjectCategory };

/** Two columns from tablets up, capped by the 75 rem content width. */
const thumbnailSizes = '(min-width: 1280px) 584px, (min-width: 640px) 46vw, 92vw';

export function GalleryPage({ project }: GalleryPageProps) {
  const { t } = useTranslation(['project', 'projects']);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <>
      <PageIntro title={t(`projects:categories.${project.slug}.title`)} backLabel={t('backHome')}>
        <p className={styles.lead}>{t(`intro.${project.slug}`)}</p>
      </PageIntro>
      <section className={styles.section} aria-labelledby="gallery-items-title">
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
                  setOpenIndex(index);
                }}
              >
                <div className={styles.thumb}>
                  <ResponsiveImage
                    image={item.image}
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
      <GalleryDialog
        items={project.items}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
      />
    </>
  );
}
