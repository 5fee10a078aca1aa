import { defineConfig } from 'vitest/config';

// The nginx proof, run by `npm run test:hosting` after `npm run build`: global-setup.ts starts
// nginx with the generated configuration for all of tests/hosting and stops it afterwards.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/hosting/**/*.test.ts'],
    globalSetup: ['tests/hosting/global-setup.ts'],
    testTimeout: 30_000,
    // The end-to-end run drives browsers: give it the machine, after the quick checks.
    fileParallelism: false,
    sequence: { hooks: 'list' },
  },
});
