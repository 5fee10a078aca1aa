import { Suspense, useCallback, useEffect, useState } from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import { PageIntro, pageSectionClass } from '@/components/page-intro/page-intro';
import type { ProjectCategory, ProjectItem } from '@/content/projects';
import { earlyTappedIds } from '@/lib/early-activation';
import { preparedOnce } from '@/lib/prepared-once';
import { rememberLoaded, useLoaded } from '@/lib/use-loaded';
import { whenIdleInTurn } from '@/lib/when-idle';
import { GalleryGrid } from './gallery-grid';

export type GalleryPageProps = { project: ProjectCategory };

// The dialog is not needed to show the page: it loads right after, ahead of the first click, and
// its pictures when the browser is idle or as soon as the visitor reaches for an item. Its frame
// (a chunk shared with the blog) is asked for side by side, not after it: see loadArticleDialog.
const loadGalleryDialog = rememberLoaded(() =>
  Promise.all([import('./gallery-dialog'), import('@/components/dialog/dialog')]).then(
    ([view]) => view,
  ),
);

/**
 * What an item's dialog needs: its code, the captions (texts of their own, not the page's: the
 * page's first JavaScript has no room for them) and the large picture, fetched and decoded.
 */
const items = preparedOnce((item: ProjectItem) =>
  Promise.all([
    loadGalleryDialog(),
    getI18n().loadNamespaces('galleryCaptions'),
    // The picture the viewer will draw (on a phone a site's phone rendering), chosen by code
    // that comes with the viewer: the page's first JavaScript has no room for it.
    Promise.all([
      import('@/components/responsive-image/warm-picture'),
      import('./viewer-picture'),
    ]).then(([{ warmPicture }, { viewerPicture }]) => warmPicture(viewerPicture(item))),
  ]),
);

/** Prepares the dialogs of the items tapped before the app (src/app/prepare-early-taps.ts). */
export function prepareTappedItems(project: ProjectCategory): void {
  const tapped = earlyTappedIds('item');
  project.items.filter(({ id }) => tapped.includes(String(id))).forEach(items.prepare);
}

export function GalleryPage({ project }: GalleryPageProps) {
  const { t } = useTranslation(['project', 'projects']);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const GalleryDialog = useLoaded(loadGalleryDialog)?.GalleryDialog;
  useEffect(() => whenIdleInTurn(project.items, items.prepared), [project]);
  const open = useCallback(
    (index: number) => {
      const item = project.items[index];
      if (item) items.whenPrepared(item, () => setOpenIndex(index));
    },
    [project],
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
        <GalleryGrid items={project.items} onIntent={items.prepare} onOpen={open} />
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
