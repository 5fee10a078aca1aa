import { matchPath } from 'react-router-dom';
import { findProject } from '@/content/projects';
import { earlyTappedIds } from '@/lib/early-activation';
import { pages } from './pages';
import { loadGalleryPage } from './pages/project-route';
import { loadHomeBelowFold } from './routes';

const ignore = () => undefined;

/**
 * A tap taken before the app on Read or on a gallery item is handed back once its part of the
 * page is hydrated, half a second or more after the app starts on a phone. Its dialog (code,
 * texts, picture) is prepared from the start instead, beside the hydration, so that it opens the
 * moment the tap is handed back. These are the chunks the page loads anyway; a failure (offline,
 * say) is left to the tap itself, which tries again.
 */
export function prepareEarlyTaps(): void {
  if (earlyTappedIds('post').length > 0) {
    loadHomeBelowFold().then(
      ({ articleDialog, blogPosts }) => articleDialog.prepareTapped(blogPosts),
      ignore,
    );
  }
  const lookup = findProject(matchPath(pages.project.route, window.location.pathname)?.params.id);
  if (lookup.status === 'found' && earlyTappedIds('item').length > 0) {
    loadGalleryPage().then(
      ({ galleryItemDialog }) => galleryItemDialog.prepareTapped(lookup.project.items),
      ignore,
    );
  }
}
