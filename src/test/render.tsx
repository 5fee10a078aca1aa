import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createFixedI18n } from '@/i18n/create-i18n';
import type { Language } from '@/i18n/namespaces';

export type RenderOptions = { language?: Language; path?: string };

/** Renders UI the way the app does: a real i18n instance in one language, and a router. */
export function renderWithApp(
  ui: ReactElement,
  { language = 'en', path = '/' }: RenderOptions = {},
): RenderResult & { i18n: ReturnType<typeof createFixedI18n> } {
  const i18n = createFixedI18n(language);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
  return { ...result, i18n };
}
