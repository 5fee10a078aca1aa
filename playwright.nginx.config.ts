// The end-to-end suites that must also pass on the real nginx with the generated config.
// Run by tests/hosting/nginx-e2e.test.ts (npm run test:hosting), which sets NGINX_BASE_URL.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const baseURL = process.env.NGINX_BASE_URL;
if (!baseURL) throw new Error('Run through `npm run test:hosting` (it starts nginx).');

export default defineConfig({
  ...base,
  testMatch: ['smoke.spec.ts', 'csp.spec.ts', 'hostile.spec.ts'],
  // Only the main project: the typing project's own match would bring its repeated spec along.
  projects: base.projects?.filter((project) => project.name === 'chromium'),
  reporter: [['list']],
  use: { ...base.use, baseURL },
  webServer: undefined,
});
