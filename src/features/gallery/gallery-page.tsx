import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/page-intro/page-intro';
import type { ProjectCategory } from '@/content/projects';

export type GalleryPageProps = { project: ProjectCategory };

export function GalleryPage({ project }: GalleryPageProps) {
  const { t } = useTranslation(['project', 'projects']);
  return (
    <PageIntro title={t(`projects:categories.${project.slug}.title`)} backLabel={t('backHome')} />
  );
}
