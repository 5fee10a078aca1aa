import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro, pageSectionClass } from '@/components/page-intro/page-intro';
import type { ProjectCategory } from '@/content/projects';
import { GalleryGrid } from './gallery-grid';
import { galleryItemDialog } from './gallery-item-dialog';

export type GalleryPageProps = { project: ProjectCategory };

// For an item tapped before the app took over (src/app/prepare-early-taps.ts).
export { galleryItemDialog };

export function GalleryPage({ project }: GalleryPageProps) {
  const { t } = useTranslation(['project', 'projects']);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const { View, prepare, whenPrepared } = galleryItemDialog.useItemDialog(project.items);
  const GalleryDialog = View?.GalleryDialog;
  const open = useCallback(
    (index: number) => {
      const item = project.items[index];
      if (item) whenPrepared(item, () => setOpenIndex(index));
    },
    [project, whenPrepared],
  );
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
        <GalleryGrid items={project.items} onIntent={prepare} onOpen={open} />
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

// The default export is what React.lazy loads (src/app/pages/project-route.tsx).
export default GalleryPage;
