import { getI18n } from 'react-i18next';
import { pages, type PageType } from './pages';

/**
 * A page's code together with its texts (its namespaces in the registry), requested at once: on
 * the way from another page, the page used to ask for its texts only once its code had run, one
 * round trip later. Texts already loaded (the page arrived on, say) cost nothing.
 */
export const withPageTexts = <Page>(type: PageType, code: Promise<Page>): Promise<Page> =>
  Promise.all([code, getI18n().loadNamespaces(pages[type].namespaces)]).then(([page]) => page);
