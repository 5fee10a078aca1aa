import type { TFunction } from 'i18next';
import { matchPath } from 'react-router-dom';
import { findProject } from '@/content/projects';
import { screenNamespaces, type Namespace } from '@/i18n/namespaces';
import type { PageMeta } from '@/lib/use-page-meta';

/** Route patterns, shared by the route table, the prerender and the hydration check. */
export const routePaths = { home: '/', about: '/about', project: '/project/:id' } as const;

export type ScreenT = TFunction<['common', 'projects']>;

export type Screen = {
  /** Identifies what a path shows; two paths with the same key render the same markup. */
  key: string;
  namespaces: readonly Namespace[];
  meta: (t: ScreenT) => PageMeta;
};

const notFound: Screen = {
  key: 'not-found',
  namespaces: screenNamespaces.none,
  meta: (t) => ({ title: t('meta.notFound.title'), description: t('meta.notFound.description') }),
};

export function describeScreen(pathname: string): Screen {
  if (matchPath(routePaths.home, pathname)) {
    return {
      key: 'home',
      namespaces: screenNamespaces.home,
      meta: (t) => ({ title: t('meta.home.title'), description: t('meta.home.description') }),
    };
  }
  if (matchPath(routePaths.about, pathname)) {
    return {
      key: 'about',
      namespaces: screenNamespaces.about,
      meta: (t) => ({ title: t('meta.about.title'), description: t('meta.about.description') }),
    };
  }
  const projectMatch = matchPath(routePaths.project, pathname);
  if (!projectMatch) return notFound;
  const lookup = findProject(projectMatch.params.id);
  if (lookup.status === 'invalid') return notFound;
  if (lookup.status === 'missing') {
    return {
      key: 'project-missing',
      namespaces: screenNamespaces.project,
      meta: (t) => ({
        title: t('meta.projectMissing.title'),
        description: t('meta.projectMissing.description'),
      }),
    };
  }
  const { id, slug } = lookup.project;
  return {
    key: `project-${id}`,
    namespaces: screenNamespaces.project,
    meta: (t) => {
      const title = t(`projects:categories.${slug}.title`);
      return {
        title: t('meta.project.title', { title }),
        description: t('meta.project.description', { title: title.toLowerCase() }),
      };
    },
  };
}
