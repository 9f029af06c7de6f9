import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { manifestBesideBuild } from './scripts/lib/manifest.ts';

/**
 * The page editor (/_editor) exists only on the dev server (npm run editor). Its server code, which
 * loads the validator, is imported when the dev server starts, so builds never load or include it.
 */
function pageEditor(): Plugin {
  return {
    name: 'rankharbor-page-editor',
    apply: 'serve',
    async configureServer(server) {
      const { editorMiddleware } = await import('./scripts/editor-server.ts');
      server.middlewares.use(editorMiddleware(server));
    },
  };
}

// The client bundle only: HTML comes from scripts/prerender.ts, which reads the manifest written here
// (beside the build folder, never in it: see scripts/lib/manifest.ts).
export default defineConfig({
  plugins: [react(), tailwindcss(), pageEditor(), manifestBesideBuild()],
  resolve: {
    // Our forms never enable rjsf's markdown descriptions; a plain-text stand-in keeps the parser out of the form chunk.
    alias: { 'markdown-to-jsx/react': fileURLToPath(new URL('./src/forms/plain-markdown.tsx', import.meta.url)) },
  },
  // The dev server (the page studio) finds every dependency up front from the studio and the islands, so it
  // never re-bundles them and reloads the page while someone is editing.
  optimizeDeps: { entries: ['src/editor/main.tsx', 'src/**/*.island.{ts,tsx}'] },
  build: {
    outDir: process.env.DIST_DIR || 'dist',
    emptyOutDir: true,
    manifest: true,
    // The island loader (only pages with an island load it) and the stylesheet (every page).
    rollupOptions: { input: ['src/islands/entry.ts', 'src/styles.css'] },
  },
});
