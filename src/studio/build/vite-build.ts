// The Vite build both studios are made with: React's production build and the site's styles, one page,
// no public folder (the preview shows the site's pictures from the site), one large chunk allowed. The
// local studio (scripts/studio.ts) builds it at /_editor/; the studio on the web (../hosted-studio.ts) at /studio/.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { build, type PluginOption } from 'vite';
import { root } from '../../tooling/paths.ts';

export async function buildStudioPage({
  base,
  page,
  outDir,
  plugins = [],
}: {
  base: string;
  /** The page's source, from the project's root. */
  page: string;
  outDir: string;
  plugins?: PluginOption[];
}): Promise<void> {
  await build({
    configFile: false,
    root,
    base,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), tailwindcss(), ...plugins],
    resolve: { alias: { 'markdown-to-jsx/react': path.join(root, 'src', 'forms', 'plain-markdown.tsx') } },
    publicDir: false,
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000, rollupOptions: { input: path.join(root, page) } },
  });
}
