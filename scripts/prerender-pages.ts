/** Which path is prerendered to which file. Static hosts answer unknown paths with 404.html. */
export type PrerenderedPage = { path: string; file: string };

export function prerenderedPages(projectPaths: readonly string[]): PrerenderedPage[] {
  return [
    { path: '/', file: 'index.html' },
    { path: '/about', file: 'about/index.html' },
    ...projectPaths.map((path) => ({ path, file: `${path.slice(1)}/index.html` })),
    { path: '/404', file: '404.html' },
  ];
}
