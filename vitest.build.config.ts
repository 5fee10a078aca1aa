import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests of the production build itself (dist/), run by `npm run test:build` after `npm run build`:
// the precache, the JavaScript budget (also `npm run test:budget`), valid HTML (`test:html`), the
// rebranded build and home's first-paint CSS.
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['tests/build/**/*.test.ts'],
  },
});
