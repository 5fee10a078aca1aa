import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { findProject } from '@/content/projects';
import { ProjectNotFound } from '@/features/gallery/project-not-found';
import { NotFoundPage } from '@/features/not-found/not-found-page';

// The gallery is its own chunk (see routes.tsx).
const GalleryPage = lazy(() =>
  import('@/features/gallery/gallery-page').then((m) => ({ default: m.GalleryPage })),
);

/** /project/{id}: a gallery, "project not found" for unknown numbers, 404 for anything else. */
export function ProjectRoute() {
  const lookup = findProject(useParams().id);
  if (lookup.status === 'invalid') return <NotFoundPage />;
  if (lookup.status === 'missing') return <ProjectNotFound />;
  return <GalleryPage project={lookup.project} />;
}
