// The page studio on the web, built into the site at /studio/ (npm run build's last step, scripts/build-studio.ts):
// React's production build of src/studio/ (the sign-in screen) and of the studio it opens, with its own
// assets in /studio/assets/, so no site page ever names one. The repository it edits comes from the site
// config (studio.repository, studio.branch) and is written into the page; a site without it gets no studio.
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { SiteConfig } from '../../generated/site.ts';
import { studioPath } from '../../core/page-paths.ts';
import { hostedStudioData } from './hosted-data.ts';
import { buildStudioPage } from './vite-build.ts';

/** The studio's folder in the build. */
const studioDir = studioPath.slice(1);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Fills in the page's names (the brand, the repository) and the settings its script reads. */
function studioPage(site: Pick<SiteConfig, 'brand' | 'studio'>): Plugin {
  const studio = site.studio!;
  const settings = JSON.stringify({ repository: studio.repository, ...(studio.branch ? { branch: studio.branch } : {}) }).replace(
    /</g,
    '\\u003c',
  );
  return {
    name: 'rankharbor-studio-page',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html
          .replaceAll('{{BRAND}}', escapeHtml(site.brand.name))
          .replaceAll('{{REPOSITORY}}', escapeHtml(studio.repository))
          .replace('<!-- studio-config -->', `<script type="application/json" id="studio-config">${settings}</script>`),
    },
  };
}

/** Builds the studio into `<dist>/studio/`; answers its files, relative to dist, or none for a site without a studio. */
export async function buildHostedStudio(dist: string, site: Pick<SiteConfig, 'brand' | 'studio'>): Promise<string[]> {
  const outDir = path.join(dist, studioDir);
  rmSync(outDir, { recursive: true, force: true });
  if (!site.studio) return [];
  await buildStudioPage({
    base: `${studioPath}/`,
    page: 'src/studio/github/sign-in/index.html',
    outDir,
    // The page schema, the precompiled validators and the photos' facts come from the project at build
    // time (hosted-data.ts): nothing compiles a schema in the browser.
    plugins: [hostedStudioData(), studioPage(site)],
  });
  // Vite writes the page where its source is (src/studio/github/sign-in/index.html); it is the folder's index. Its
  // assets are named from the site's root (/studio/assets/…), so it may move.
  renameSync(path.join(outDir, 'src', 'studio', 'github', 'sign-in', 'index.html'), path.join(outDir, 'index.html'));
  rmSync(path.join(outDir, 'src'), { recursive: true });
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error('The studio was built without its page');
  return (readdirSync(outDir, { recursive: true }) as string[])
    .filter((file) => statSync(path.join(outDir, file)).isFile())
    .map((file) => path.join(studioDir, file))
    .sort();
}
