// The counted copies of each experimenting page, as the renderer takes them: the control (the page as
// written) and each variant (the page file with the variant's texts, resolved as the page itself is: the
// same address, so the same canonical, breadcrumbs and structured data). The page everyone else gets is
// the plain page the site renders anyway; none of these ever has an address of its own.
import type { CaseStudiesFile } from '../generated/case-studies.ts';
import type { PageExperiment } from '../generated/page.ts';
import type { SiteConfig } from '../generated/site.ts';
import type { BlockBuilds } from './block-build.ts';
import type { SplitPage } from './edge-split.ts';
import { armsOf, controlName, runsBetween, variantPage } from './experiment.ts';
import type { PageData } from './page-data.ts';
import { renderPages, type PageAtPath } from './resolve.ts';

/** One counted copy of a page. */
export interface ExperimentCopy {
  variant: string;
  weight: number;
  page: PageData;
}

/** An experimenting page: its address, its experiment and every counted copy, the control first. */
export interface ExperimentPage {
  path: string;
  experiment: PageExperiment;
  copies: ExperimentCopy[];
}

/** Every experimenting page of the site, in the order of the pages, each with its copies. */
export function experimentPages(
  blocks: BlockBuilds,
  site: SiteConfig,
  pages: readonly PageAtPath[],
  rendered: ReadonlyMap<string, PageData>,
  caseStudies: CaseStudiesFile | undefined,
): ExperimentPage[] {
  const hasPath = (path: string) => rendered.has(path);
  const out: ExperimentPage[] = [];
  for (const { path, page } of pages) {
    const experiment = page.experiment;
    const control = rendered.get(path);
    if (!experiment || !control) continue;
    const weights = new Map(armsOf(experiment).map((arm) => [arm.variant, arm.weight]));
    const copies: ExperimentCopy[] = [{ variant: controlName, weight: weights.get(controlName)!, page: control }];
    for (const variant of experiment.variants) {
      const shown = variantPage(page, variant);
      const data = renderPages(blocks, site, [{ path, page: shown }], caseStudies, {
        cardPages: [...pages],
        hasPath,
        studyPages: false,
      }).get(path)!;
      copies.push({ variant: variant.id, weight: variant.weight, page: data });
    }
    out.push({ path, experiment, copies });
  }
  return out;
}

/** The split's data for an experimenting page, given each copy's HTML. */
export function splitPage(page: ExperimentPage, html: (variant: string) => string): SplitPage {
  const { from, until } = runsBetween(page.experiment);
  return {
    path: page.path,
    id: page.experiment.id,
    from,
    until,
    arms: armsOf(page.experiment).map((arm) => ({ ...arm, html: html(arm.variant) })),
  };
}
