import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { findProject } from '@/content/projects';
import { ProjectNotFound } from '@/features/gallery/project-not-found';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { withPageTexts } from '../page-texts';

/** The gallery's own chunk (see routes.tsx), for every part of the app that needs it. */
export const loadGalleryPage = () => import('@/features/gallery/gallery-page');
const GalleryPage = lazy(() => withPageTexts('project', loadGalleryPage()));

/** /project/{id}: a gallery, "project not found" for unknown numbers, 404 for anything else. */
export function ProjectRoute() {
  const lookup = findProject(useParams().id);
  if (lookup.status === 'invalid') return <NotFoundPage />;
  if (lookup.status === 'missing') return <ProjectNotFound />;
  return <GalleryPage project={lookup.project} />;
}
