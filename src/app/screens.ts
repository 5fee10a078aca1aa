import type { TFunction } from 'i18next';
import { matchPath } from 'react-router-dom';
import { findProject } from '@/content/projects';
import type { Namespace } from '@/i18n/namespaces';
import type { PageMeta } from '@/lib/use-page-meta';
import { pages, type PageType } from './pages';

export type ScreenT = TFunction<['common', 'projects']>;

export type Screen = {
  /** Identifies what a path shows; two paths with the same key render the same markup. */
  key: string;
  /** Its entry in the page registry (pages.ts): share image, search tags, sitemap. */
  pageType: PageType;
  namespaces: readonly Namespace[];
  meta: (t: ScreenT) => PageMeta;
};

/** A screen of the registry's page `pageType`, with the texts that page loads. */
const pageScreen = (pageType: PageType) => ({ pageType, namespaces: pages[pageType].namespaces });

const notFound: Screen = {
  key: 'not-found',
  ...pageScreen('not-found'),
  meta: (t) => ({ title: t('meta.notFound.title'), description: t('meta.notFound.description') }),
};

export function describeScreen(pathname: string): Screen {
  if (matchPath(pages.home.route, pathname)) {
    return {
      key: 'home',
      ...pageScreen('home'),
      meta: (t) => ({ title: t('meta.home.title'), description: t('meta.home.description') }),
    };
  }
  if (matchPath(pages.about.route, pathname)) {
    return {
      key: 'about',
      ...pageScreen('about'),
      meta: (t) => ({ title: t('meta.about.title'), description: t('meta.about.description') }),
    };
  }
  const projectMatch = matchPath(pages.project.route, pathname);
  if (!projectMatch) return notFound;
  const lookup = findProject(projectMatch.params.id);
  if (lookup.status === 'invalid') return notFound;
  if (lookup.status === 'missing') {
    return {
      key: 'project-missing',
      ...pageScreen('project'),
      pageType: 'not-found',
      meta: (t) => ({
        title: t('meta.projectMissing.title'),
        description: t('meta.projectMissing.description'),
      }),
    };
  }
  const { id, slug } = lookup.project;
  return {
    key: `project-${id}`,
    ...pageScreen('project'),
    meta: (t) => {
      const title = t(`projects:categories.${slug}.title`);
      return {
        title: t('meta.project.title', { title }),
        description: t('meta.project.description', { title: title.toLowerCase() }),
      };
    },
  };
}
