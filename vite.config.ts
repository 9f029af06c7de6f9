import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { editorPlugin } from './scripts/editor-server.ts';

// The client bundle only: HTML comes from scripts/prerender.ts, which reads the manifest written here.
export default defineConfig({
  // The page editor (/_editor) exists only on the dev server (npm run editor); builds never include it.
  plugins: [react(), tailwindcss(), editorPlugin()],
  build: {
    outDir: process.env.DIST_DIR || 'dist',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
});
