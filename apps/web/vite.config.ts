import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// Vite loads its config with Node, which cannot import the domain package's TypeScript entry; this file has no imports.
import { PRIMARY_COLOR, PRODUCT_NAME } from '../../packages/domain/src/brand.js';

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

// The API and the built app share one origin in production; in development Vite proxies /api to the server.
export default defineConfig({
  plugins: [react(), brandHtml()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
  preview: { port: 4173 },
});
