import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * The page studio (/_editor) on the dev server, for developing the studio itself (npm run editor:dev;
 * editors use npm run editor, which serves a production build of it). Its server code, which loads the
 * validator, is imported when the dev server starts, so builds never load or include it.
 */
function pageEditor(): Plugin {
  return {
    name: 'rankharbor-page-editor',
    apply: 'serve',
    async configureServer(server) {
      const { editorMiddleware } = await import('./scripts/editor-server.ts');
      const { devRouteGuard } = await import('./scripts/lib/studio/vite-guard.ts');
      const page = fileURLToPath(new URL('./src/editor/index.html', import.meta.url));
      server.middlewares.use(devRouteGuard);
      server.middlewares.use(editorMiddleware({ html: (url) => server.transformIndexHtml(url, readFileSync(page, 'utf8')) }));
    },
  };
}

// The client bundle only: HTML comes from scripts/prerender.ts, which reads the manifest written here.
export default defineConfig({
  plugins: [react(), tailwindcss(), pageEditor()],
  resolve: {
    // Our forms never enable rjsf's markdown descriptions; a plain-text stand-in keeps the parser out of the form chunk.
    alias: { 'markdown-to-jsx/react': fileURLToPath(new URL('./src/forms/plain-markdown.tsx', import.meta.url)) },
  },
  // The dev server (the page studio) finds every dependency up front from the studio and the islands, so it
  // never re-bundles them and reloads the page while someone is editing.
  optimizeDeps: { entries: ['src/editor/main.tsx', 'src/**/*.island.{ts,tsx}'] },
  // No cross-origin reads of the studio's answers (every page's text): Vite's default lets any local site read them.
  server: { cors: false },
  build: {
    outDir: process.env.DIST_DIR || 'dist',
    emptyOutDir: true,
    manifest: true,
    // The island loader (only pages with an island load it) and the stylesheet (every page).
    rollupOptions: { input: ['src/islands/entry.ts', 'src/styles.css'] },
  },
});
