import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// Vite loads its config with Node, which cannot import the domain package's TypeScript entry; this file has no imports.
import { PRIMARY_COLOR, PRODUCT_NAME } from '../../packages/domain/src/brand.js';
import { LANDING_ROUTES, SIGN_IN_LANDING } from './src/app/landingRoutes';
import { landingPreloads } from './vite-plugins/landingPreloads';
import { lastScreenStart } from './vite-plugins/lastScreenStart';
import { precompress } from './vite-plugins/precompress';
import { landingChunks } from './vite-plugins/landingChunks';
import { lazySchemas } from './vite-plugins/lazySchemas';

// index.html takes the brand from the one domain constant, so a deployment rebrands in one place.
function brandHtml(): Plugin {
  return {
    name: 'schooldog-brand-html',
    transformIndexHtml: {
      // Before Vite's own %ENV% replacement, which would warn about these names.
      order: 'pre',
      handler: (html) =>
        html.replaceAll('%PRODUCT_NAME%', PRODUCT_NAME).replaceAll('%PRIMARY_COLOR%', PRIMARY_COLOR),
    },
  };
}

/*
 * The installable, offline app shell (ARCHITECTURE §7): Workbox precaches the built shell and
 * answers every navigation with index.html, so a reload without network still opens the app. A new
 * service worker waits ('prompt') until the update banner or a forced major update activates it;
 * src/offline/pwa/serviceWorker.ts registers it (no injected script). Web push (showing a pushed
 * notification, opening its screen on a click) is public/notifications-sw.js, which the generated
 * worker imports.
 */
function installableApp() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: PRODUCT_NAME,
      short_name: PRODUCT_NAME,
      description: 'School safety and facilities walks, entries, assessments, drills and work orders.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: PRIMARY_COLOR,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // Icons, the favicon and the manifest are added by the plugin (manifest icons, includeAssets).
      globPatterns: ['**/*.{js,css,html,woff,woff2}'],
      navigateFallback: 'index.html',
      // The API and its event stream are never answered with the app shell.
      navigateFallbackDenylist: [/^\/api(\/|$)/],
      cleanupOutdatedCaches: true,
      // The first service worker takes the open page at once, so it works offline without a reload;
      // later ones wait for skipWaiting (registerType 'prompt').
      clientsClaim: true,
      importScripts: ['/notifications-sw.js'],
    },
    devOptions: { enabled: false },
  });
}

const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|preact|react-router|@emotion[\\/][^\\/]+|@mui[\\/](system|styled-engine|utils|private-theming)|stylis|i18next|react-i18next|@tanstack[\\/](query-core|react-query))[\\/]/;

const PREACT_COMPAT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // Preact's compat with a page-wide useId (src/app/reactOnPreact.ts says why).
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/app/reactOnPreact.ts', import.meta.url)) },
];

// The API and the built app share one origin in production; in development Vite proxies /api to the server.
export default defineConfig(({ command }) => ({
  resolve: command === 'build' ? { alias: PREACT_COMPAT } : {},
  plugins: [
    react(),
    lazySchemas(),
    brandHtml(),
    installableApp(),
    landingPreloads(LANDING_ROUTES, SIGN_IN_LANDING, lastScreenStart()),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // What every screen runs first in two scripts: React, the router, MUI's styling engine,
        // i18next and the query cache in `framework`; the app's own start (providers, layouts,
        // guards) in `shell`. Left to itself the bundler cut the start into some 35 files shared
        // with later pages, and on a slow phone network each costs a round trip. The signed-in
        // shell follows in three chunks (vite-plugins/landingChunks.ts).
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULES, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
            {
              name: landingChunks(import.meta.dirname, {
                entry: 'src/main.tsx',
                routeTables: [
                  'src/app/routes.tsx',
                  ...readdirSync(join(import.meta.dirname, 'src/features'))
                    .map((feature) => `src/features/${feature}/routes.tsx`)
                    .filter((module) => existsSync(join(import.meta.dirname, module))),
                ],
                signInPage: 'src/features/auth/SignInPage.tsx',
                signedInShell: 'src/app/signedInShell.ts',
              }),
              // `landingChunks` places every module itself; its imports stay in their own chunks.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
  preview: { port: 4173 },
}));
