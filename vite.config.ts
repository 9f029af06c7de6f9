import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client bundle only: HTML comes from scripts/prerender.ts, which reads the manifest written here.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: process.env.DIST_DIR || 'dist',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
});
