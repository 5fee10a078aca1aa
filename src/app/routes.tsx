import type { RouteObject } from 'react-router-dom';
import { AboutPage } from '@/features/about-page/about-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { Layout } from './layout/layout';
import { HomePage } from './pages/home-page';
import { ProjectRoute } from './pages/project-route';
import { routePaths } from './screens';

/** The one route table, used by the browser and by the prerender. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: routePaths.home, element: <HomePage /> },
      { path: routePaths.about, element: <AboutPage /> },
      { path: routePaths.project, element: <ProjectRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
