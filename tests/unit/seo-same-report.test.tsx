// One SEO report, whoever asks: the studio's code path (its check of the page, then the page rendered
// on its own in the browser's way) and npm run seo's (every page rendered as the build renders it, with
// the whole site's facts) give the same report, byte for byte, for the same page. Both studios share the
// check (the core's EditChecker), so this holds for the studio on the web too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FolderEditChecker } from '../../src/tooling/content/edit-check.ts';
import { loadContentAndForms } from '../../src/tooling/content/index.ts';
import { defaultPagesDir, publicDir } from '../../src/tooling/paths.ts';
import { siteReports } from '../../src/tooling/seo.ts';
import { studioSeoReport } from '../../src/studio/engine/seo-report.tsx';
import { reportText } from '../../src/core/seo/report.ts';

describe('the SEO report is the same in the studio and on the command line', () => {
  const content = loadContentAndForms({ pagesDir: defaultPagesDir, publicDir });
  const written = new Map(content.pages.map((p) => [p.path, p.page as unknown]));
  const checker = new FolderEditChecker(defaultPagesDir, publicDir);

  for (const [route, file] of [
    ['/hvac-seo', 'industries/hvac-seo.json'],
    ['/services/local-seo', 'services/local-seo.json'],
    ['/', 'index.json'],
    ['/blog/technical-seo-audit-checklist', 'blog/technical-seo-audit-checklist.json'],
  ] as const) {
    it(`for ${route}`, async () => {
      const [cli] = await siteReports(content.site!, content.rendered, written, { only: [route] });
      const text = readFileSync(path.join(defaultPagesDir, file), 'utf8');
      const check = checker.check(path.join(defaultPagesDir, file), text);
      const studio = studioSeoReport(check, JSON.parse(text));
      expect(studio).toBeDefined();
      expect(JSON.stringify(studio)).toBe(JSON.stringify(cli!.report));
      expect(reportText(route, studio!)).toBe(reportText(route, cli!.report));
    });
  }
});
