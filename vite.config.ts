import { existsSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { validSiteDetails } from './src/config/validate-site.ts';
import { textBundleName } from './scripts/text-bundles.ts';
import { webManifest } from './scripts/web-manifest.ts';

/** Vite's dynamic-import wrapper, which preloads a chunk's dependencies before importing it. */
const preloadHelperId = '\0vite/preload-helper.js';

/**
 * Replaces that wrapper with a plain call: with modulePreload and cssCodeSplit off (below), every
 * dynamic import has nothing to preload, yet the wrapper's 2 KB of code would still reach every
 * page in the entry chunk. Import errors reach the caller as before.
 */
const plainDynamicImports: Plugin = {
  name: 'plain-dynamic-imports',
  apply: 'build',
  enforce: 'pre',
  configResolved(config) {
    if (config.build.modulePreload !== false || config.build.cssCodeSplit) {
      throw new Error('plain-dynamic-imports needs modulePreload: false and cssCodeSplit: false.');
    }
  },
  resolveId: (id) => (id === preloadHelperId ? id : null),
  load: (id) =>
    id === preloadHelperId ? 'export const __vitePreload = (importChunk) => importChunk();' : null,
};

/** React Router's bundled build, where the site's router comes from. */
const reactRouterBuild = /\/node_modules\/react-router\/dist\/[^/]+\/chunk-[\w-]+\.mjs$/;

/**
 * Lets the bundler drop the parts of React Router the site never uses (Form, NavLink,
 * ScrollRestoration, prefetching: 6 KB of the 36 KB, 1.9 KB gzip on every page). They stay in
 * the bundle only because their module creates them with unannotated React.forwardRef calls and
 * then assigns each a displayName, which counts as a side effect. Marking the calls pure and
 * dropping the names (used only by React's developer tools) frees them. The build stops if a new
 * React Router no longer matches, so the saving cannot vanish unnoticed.
 */
const reactRouterTreeShaking: Plugin = {
  name: 'react-router-tree-shaking',
  apply: (config, { command }) => command === 'build' && !config.build?.ssr,
  transform(code, id) {
    if (!reactRouterBuild.test(id) || !code.includes('.forwardRef(')) return null;
    const marked = code
      .replace(/\b(React\d*\.forwardRef\()/g, '/* @__PURE__ */ $1')
      .replace(/^[\w.]+\.displayName = "[\w. ]*";$/gm, '');
    if (!marked.includes('/* @__PURE__ */ React') || /^[\w.]+\.displayName = /m.test(marked)) {
      this.error(`react-router-tree-shaking no longer matches ${id}: update or remove it.`);
    }
    return { code: marked, map: null };
  },
};

/** React Router's production build, file by file, for the imports the site's code leads to. */
const reactRouterProductionFiles: Record<string, string> = {
  'react-router': 'index.mjs',
  'react-router/dom': 'dom-export.mjs',
};

/**
 * React Router's package exports name only its development build, warnings and all (its issue
 * #12532: "intended to be temporary"); the production build ships beside it. The client build
 * takes that one: 0.5 KB gzip less on every page. The server render and the tests keep the
 * package's own choice, which renders the same markup. The build stops if the file is gone.
 */
const reactRouterProductionBuild: Plugin = {
  name: 'react-router-production-build',
  apply: (config, { command }) => command === 'build' && !config.build?.ssr,
  enforce: 'pre',
  resolveId(id) {
    const file = reactRouterProductionFiles[id];
    if (!file) return null;
    const path = fileURLToPath(
      new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url),
    );
    if (!existsSync(path))
      this.error(`No ${path}: update or remove react-router-production-build.`);
    return path;
  },
};

export default defineConfig(({ mode }) => {
  // Stops the client and the server build alike when a VITE_* detail of the studio is wrong.
  const site = validSiteDetails(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    plugins: [
      react(),
      plainDynamicImports,
      reactRouterProductionBuild,
      reactRouterTreeShaking,
      // Offline support and install (README "Offline and updates"). The plugin writes the web
      // manifest (and links it from index.html), compiles src/pwa/sw.ts to dist-sw/sw.js and
      // provides `virtual:pwa-register`. It does NOT inject the precache list: the pages are
      // prerendered after `vite build`, so scripts/build-sw.ts injects it into dist/sw.js last.
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/pwa',
        filename: 'sw.ts',
        outDir: 'dist-sw',
        injectRegister: false,
        registerType: 'prompt',
        manifest: webManifest(site),
        includeManifestIcons: false,
        injectManifest: { injectionPoint: undefined, rollupFormat: 'iife' },
      }),
    ],
    define: {
      // One year for the server render and the client's hydration, so the two always agree.
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      // The studio's details (src/config/site.ts): only the checked values reach the bundle.
      __SITE__: JSON.stringify(site),
    },
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: fileURLToPath(
            new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
          ),
        },
      ],
    },
    // Short class names in the production build: they appear in every page's HTML, in the
    // stylesheet and in the scripts' class maps. Development keeps the readable default.
    css: {
      modules: mode === 'production' ? { generateScopedName: '_[hash:base64:5]' } : {},
    },
    build: {
      target: 'es2022',
      assetsInlineLimit: 0,
      // The prerender reads the manifest to modulepreload each page's chunk (then deletes it).
      manifest: true,
      // One stylesheet for the whole site: each page inlines the rules it uses and loads the rest
      // at its first paint, so a page chunk never brings its own stylesheet later.
      cssCodeSplit: false,
      // The prerender modulepreloads each page's chunks itself (scripts/prerender/assets.ts).
      modulePreload: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: textBundleName, test: /\/locales\// },
              // React and React DOM in one chunk, as every page loads both at once.
              { name: 'react-dom', test: /\/node_modules\/(react|react-dom|scheduler)\// },
              // The idle queue and the dialogs' preparation travel together: every page with a
              // dialog loads both, and one chunk costs less than two.
              { name: 'when-idle', test: /\/src\/lib\/(when-idle|prepared-once)\.ts$/ },
            ],
          },
        },
      },
    },
    test: {
      // A browser-like document costs each test file about a second to set up: the files that
      // render or read the DOM ask for it on their first line (`// @vitest-environment jsdom`).
      environment: 'node',
      // Vitest leaves a core free by default; on a two-core machine that halves the step.
      maxWorkers: '100%',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/lint/**/*.test.ts'],
      setupFiles: ['src/test/setup.ts'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
    },
  };
});
