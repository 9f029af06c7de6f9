import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { manifestBesideBuild } from './src/tooling/manifest.ts';

/**
 * The page studio (/_editor) on the dev server, for developing the studio itself (npm run studio:dev;
 * editors use npm run studio, which serves a production build of it). Its server code, which loads the
 * validator, is imported when the dev server starts, so builds never load or include it.
 */
function pageEditor(): Plugin {
  return {
    name: 'rankharbor-page-editor',
    apply: 'serve',
    async configureServer(server) {
      const { editorMiddleware } = await import('./src/studio/local/server/middleware.ts');
      const { devRouteGuard } = await import('./src/studio/local/server/vite-guard.ts');
      const page = fileURLToPath(new URL('./src/studio/local/index.html', import.meta.url));
      // First of all, before Vite's own host check (which answers other names only, and in its words): one gate for
      // every request, answering only this server's loopback name and port, with the studio's framing policy.
      server.middlewares.stack.unshift({ route: '', handle: devRouteGuard });
      server.middlewares.use(editorMiddleware({ html: (url) => server.transformIndexHtml(url, readFileSync(page, 'utf8')) }));
    },
  };
}

/**
 * Vite wraps every dynamic import in a helper that preloads the imported chunk's own imports (a
 * kilobyte of script in the island loader). With build.modulePreload off it has nothing to preload, so
 * the helper becomes a plain call: the loader imports an island's code, and the browser fetches what that
 * imports as it reads it. Each module gets its own copy (a few bytes): one shared copy would sit in the
 * loader, and an island's code importing a file of its own later (the cookie banner fetches the visit's
 * code once the visitor accepts, the lead form as it sends) would import it from the loader, which pages
 * inline (src/tooling/build/assets.ts refuses that).
 */
function plainDynamicImports(): Plugin {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'rankharbor-plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id, importer) => (id === helper ? `${helper}?${importer}` : undefined),
    load: (id) => (id.startsWith(`${helper}?`) ? 'export const __vitePreload = (load) => load();' : undefined),
  };
}

/**
 * In the visitor's browser the React islands run on Preact through preact/compat: the same components,
 * a runtime a tenth of React's size. Only the client build: the prerenderer renders with React, and the
 * page studio (the dev server) runs React.
 */
const preactInTheBrowser = {
  'react-dom/client': 'preact/compat/client',
  'react-dom': fileURLToPath(new URL('./src/islands/preact-dom.ts', import.meta.url)),
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
};

/** The modules of the lead-form chunk (see build.rollupOptions.output below; its islands are leadFormIslands in src/tooling/manifest.ts). */
const leadFormCode =
  /[\\/](src[\\/]forms[\\/](client[\\/](island|lead-form|field-errors|storage|toasts|rules|\w+\.rules)|submit-lead|form-types|origin-fields|audit-dialog\.island)|src[\\/]blocks[\\/](form|hero)[\\/]\w+\.island|src[\\/]ui[\\/]toast-area|src[\\/]generated[\\/]forms[\\/](\w+\.browser|ucs2length)|schema[\\/]forms[\\/]\w+\.form\.json)[^\\/]*$/;

// The client bundle only: HTML comes from npm run build (src/tooling/build/), which reads the manifest written here
// (beside the build folder, never in it: see src/tooling/manifest.ts).
export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), pageEditor(), manifestBesideBuild(), plainDynamicImports()],
  resolve: {
    alias: {
      // Our forms never enable rjsf's markdown descriptions; a plain-text stand-in keeps the parser out of the form chunk.
      'markdown-to-jsx/react': fileURLToPath(new URL('./src/forms/plain-markdown.tsx', import.meta.url)),
      ...(command === 'build' ? preactInTheBrowser : {}),
    },
  },
  // The dev server (the page studio) finds every dependency up front from the studio and the islands, so it
  // never re-bundles them and reloads the page while someone is editing.
  optimizeDeps: { entries: ['src/studio/local/main.tsx', 'src/**/*.island.{ts,tsx}'] },
  // No cross-origin reads of the studio's answers (every page's text): Vite's default lets any local site read them.
  server: { cors: false },
  build: {
    outDir: process.env.DIST_DIR || 'dist',
    emptyOutDir: true,
    manifest: true,
    // No preload helper in the loader: an island's code is one file (the lead form's) or a file and the
    // few it imports, which the browser fetches as it reads the imports. The helper cost every page with
    // an island a kilobyte of script to save a round trip on the carousel and the cookie banner.
    modulePreload: false,
    // The island loader (only pages with an island load it) and the stylesheet (every page).
    rollupOptions: {
      input: ['src/islands/entry.ts', 'src/styles.css'],
      // The code that runs a lead form, with the islands that wake one and both forms' rules, is one file:
      // a form costs one request. Its rules apart would cost a request of their own (about a kilobyte of
      // headers) to save the other form's rules (a few hundred bytes compressed).
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'lead-form', test: leadFormCode }],
        },
      },
    },
  },
}));
