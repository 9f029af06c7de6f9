// The last step of the content pipeline: checked content turned into what the site renders (menus filled
// from the pages' cards, build-time settings applied, every page and case study ready for the renderer).
import type { CaseStudiesFile } from '../../generated/case-studies.ts';
import type { SiteConfig } from '../../generated/site.ts';
import type { PageData } from '../page-data.ts';
import type { BlockBuilds } from '../block-build.ts';
import { renderPages, resolveSite, type PageAtPath } from '../resolve.ts';
import { applyEnvironment, type Environment } from '../site-env.ts';

export interface BuiltContent {
  /** The site config with its menus and footer filled in from the pages' cards. */
  site: SiteConfig | undefined;
  /** Every page the site renders (page files and case studies), by path. */
  rendered: Map<string, PageData>;
}

/** Without a valid site config nothing can be rendered; the problems already say why. */
export function buildContent(
  blocks: BlockBuilds,
  site: SiteConfig | undefined,
  pages: PageAtPath[],
  caseStudies: CaseStudiesFile | undefined,
  env?: Environment,
): BuiltContent {
  const resolved = site && resolveSite(env ? applyEnvironment(site, env) : site, pages);
  const rendered = resolved ? renderPages(blocks, resolved, pages, caseStudies) : new Map<string, PageData>();
  return { site: resolved, rendered };
}
