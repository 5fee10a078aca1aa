import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { useRoutes } from 'react-router-dom';
import { routes } from './routes';

export type AppProps = { i18n: i18n };

function AppRoutes() {
  return useRoutes(routes);
}

/** Providers and routes; the router itself comes from the entry (browser or static). */
export function App({ i18n }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppRoutes />
    </I18nextProvider>
  );
}
