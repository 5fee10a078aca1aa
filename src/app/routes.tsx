import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { projectCategories } from '@/content/projects';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { Layout } from './layout/layout';
import { withPageTexts } from './page-texts';
import { ProjectRoute } from './pages/project-route';
import { pages, pageTypes, type PageType } from './pages';

// Each page is its own chunk, so a visitor downloads only the page they open. The prerender
// waits for these and modulepreloads the current page's chunk (scripts/prerender/assets.ts), and
// the layout's <Suspense> keeps hydration seamless while the chunk arrives. A page's module is
// named in its registry entry (pages.ts) for that modulepreload.
//
// The home page's sections below the fold are one more chunk: the prerendered page shows them at
// once and React hydrates them when their code arrives, after the first screen is interactive.
// They get the frame's data (project categories) from here, so that module stays in the main
// bundle instead of moving into a chunk every page would load (`npm run test:budget`).
let homeBelowFold: Promise<typeof import('./pages/home-below-fold')> | undefined;
/** The one load of that chunk, for every part of the app that needs it. */
export const loadHomeBelowFold = () => (homeBelowFold ??= import('./pages/home-below-fold'));
const HomeBelowFold = lazy(loadHomeBelowFold);
// Coming from another page, home waits for both chunks (the old page stays until then), so that
// a link to its contact section opens there instead of showing home's top first: the one promise
// above is settled by then, and React renders the sections without their fallback. Arriving on
// home, its first screen hydrates without waiting for the rest. (The prerender has no location
// and renders both anyway.)
const arrivedOnHome = globalThis.location?.pathname === pages.home.route;
const HomePage = lazy(() =>
  withPageTexts(
    'home',
    Promise.all([import('./pages/home-page'), arrivedOnHome || loadHomeBelowFold()]).then(
      ([page]) => page,
    ),
  ),
);
const AboutPage = lazy(() => withPageTexts('about', import('@/features/about-page/about-page')));

/** What each page of the registry (pages.ts) renders: a page missing here fails the typecheck. */
const pageElements: Record<PageType, ReactNode> = {
  home: (
    <HomePage>
      <HomeBelowFold categories={projectCategories} />
    </HomePage>
  ),
  about: <AboutPage />,
  project: <ProjectRoute />,
  'not-found': <NotFoundPage />,
};

/** The one route table, used by the browser and by the prerender. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: pageTypes.map((type) => ({ path: pages[type].route, element: pageElements[type] })),
  },
];
