// Import boundaries, as no-restricted-imports blocks per folder: shared code (components, lib,
// config, content, i18n) imports neither features nor the app; a feature imports no other feature
// and not the app. The app (src/app, src/pwa, the entries) may import anything. Folders are reached
// through the `@/` alias; `../` leaves a feature folder, so features may not use it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const shared = ['components', 'lib', 'config', 'content', 'i18n'];
const appLevel = ['@/app', '@/app/*', '@/pwa', '@/pwa/*', '**/app/*', '**/pwa/*'];
const features = readdirSync(join(import.meta.dirname, '../../src/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restrict = (group, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

export const boundaries = [
  {
    files: shared.map((folder) => `src/${folder}/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrict(
      ['@/features', '@/features/*', '**/features/*', ...appLevel],
      'Shared code must not import a feature or the app (components, lib, config, content, i18n -> features -> app).',
    ),
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrict(
      ['@/features/*/**', `!@/features/${feature}/**`, '../*', ...appLevel],
      `A feature must not import another feature or the app: move what ${feature} shares to src/components or src/lib.`,
    ),
  })),
];
