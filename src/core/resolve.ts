// Turns what editors wrote into what the site renders: menus, footer columns and index pages filled from
// each page's own card; case-study cards and pages made from the case-study data; structured data.
import type { CaseStudiesFile, CaseStudy, CaseStudyLabels } from '../generated/case-studies.ts';
import type { Block, PageFile, ShownWhen, PageGroup } from '../generated/page.ts';
import type { SiteConfig } from '../generated/site.ts';
import type { CaseStudySummary, CheckedBlock, IndexCard, PageData, ResolvedBlock, ResolvedCaseStudy } from './page-data.ts';
import { needsConsent } from './analytics.ts';
import { caseStudiesPath, caseStudyPath } from './page-paths.ts';
import { buildOf, type BlockBuilds } from './block-build.ts';
import { iconsUsedBy } from './icons.ts';
import { article, breadcrumbs, organizationProfile, service, webSite } from './structured-data.ts';

/** A page file's page (checked), at the path it is served at. */
export interface PageAtPath {
  path: string;
  page: PageFile;
}

/** A group's cards in their declared order; pages without an order come last, by title. */
export function groupCards(pages: PageAtPath[], group: PageGroup): (IndexCard & { menuLabel: string })[] {
  return pages
    .filter((p) => p.page.card?.group === group)
    .map(({ path, page }) => ({ path, card: page.card! }))
    .sort((a, b) => (a.card.order ?? Infinity) - (b.card.order ?? Infinity) || a.card.title.localeCompare(b.card.title))
    .map(({ path, card }) => ({
      href: path,
      title: card.title,
      menuLabel: card.menuLabel ?? card.title,
      description: card.description,
      icon: card.icon,
    }));
}

/** The site config with every "pages" list in the menus and footer replaced by the group's links. */
export function resolveSite(site: SiteConfig, pages: PageAtPath[]): SiteConfig {
  const links = (list: { group: PageGroup; limit?: number }) =>
    groupCards(pages, list.group)
      .slice(0, list.limit)
      .map((card) => ({ label: card.menuLabel, href: card.href }));
  return {
    ...site,
    header: {
      ...site.header,
      nav: site.header.nav.map(({ pages: list, ...item }) =>
        list ? { ...item, items: [...links(list), ...(item.items ?? [])] } : item,
      ) as SiteConfig['header']['nav'],
    },
    footer: {
      ...site.footer,
      groups: site.footer.groups.map(({ pages: list, ...group }) =>
        list ? { ...group, links: [...links(list), ...(group.links ?? [])] } : group,
      ) as SiteConfig['footer']['groups'],
    },
  };
}

export function summarise(study: CaseStudy): CaseStudySummary {
  return {
    id: study.id,
    href: caseStudyPath(study.id),
    title: study.title,
    industry: study.industry,
    description: study.description,
    image: study.image,
    results: Object.entries(study.results).map(([key, result]) => ({ key, ...result })),
  };
}

/** A case study with the file's generic challenge, solution and timeline wherever its entry has none. */
export function resolveCaseStudy(study: CaseStudy, defaults: CaseStudiesFile['defaults']): ResolvedCaseStudy {
  return {
    ...summarise(study),
    fullDescription: study.fullDescription,
    tags: study.tags ?? [],
    challenge: study.challenge ?? defaults.challenge,
    challengePoints: study.challengePoints?.length ? study.challengePoints : defaults.challengePoints,
    solution: study.solution ?? defaults.solution,
    solutionPoints: study.solutionPoints?.length ? study.solutionPoints : defaults.solutionPoints,
    outcome: study.outcome,
    chart: study.chart,
    timeline: study.timeline?.length ? study.timeline : defaults.timeline,
    testimonial: study.testimonial,
  };
}

function caseStudyMeta(study: CaseStudy, labels: CaseStudyLabels): PageData['meta'] {
  const title = labels.metaTitle.replaceAll('{title}', study.title).replaceAll('{industry}', study.industry);
  const meta = study.meta ?? { title, description: study.description };
  return {
    ...meta,
    image: study.image.src.endsWith('.svg') ? undefined : study.image,
    ...(study.published ? { article: { published: study.published, modified: study.modified } } : {}),
  };
}

/** Whether a part marked with "when" applies to this site's configuration. */
function conditionHolds(site: SiteConfig, when: ShownWhen | undefined): boolean {
  if (!when) return true;
  switch (when) {
    case 'analytics':
      return Boolean(site.analytics?.id);
    case 'no-analytics':
      return !site.analytics?.id;
    case 'consent':
      return needsConsent(site);
    case 'no-consent':
      return !needsConsent(site);
    case 'remember-visit':
      return Boolean(site.attribution?.rememberVisit);
  }
}

function resolveBlock(
  blocks: BlockBuilds,
  block: Block,
  site: SiteConfig,
  cardsOf: (group: PageGroup) => ReturnType<typeof groupCards>,
  studies: CaseStudySummary[],
): ResolvedBlock {
  // Validation has filled in the schema's defaults; a block with nothing else to fill in is rendered as it is.
  const checked = block as CheckedBlock;
  const resolve = buildOf(blocks, block.type)?.resolve;
  return resolve ? resolve(checked, { site, cardsOf, studies, shown: (when) => conditionHolds(site, when) }) : (checked as ResolvedBlock);
}

/** What the page's blocks add to its structured data, each block type once with all of its blocks. */
function blockStructuredData(blocks: BlockBuilds, site: SiteConfig, path: string, page: PageData): Record<string, unknown>[] {
  const byType = new Map<string, ResolvedBlock[]>();
  for (const block of page.blocks) (byType.get(block.type) ?? byType.set(block.type, []).get(block.type)!).push(block);
  return [...byType].flatMap(([type, ofType]) => buildOf(blocks, type)?.structuredData?.(ofType, { site, path, meta: page.meta }) ?? []);
}

/** The rest of the site, for rendering some of its pages (the studio renders the one being edited). */
export interface RenderScope {
  /** The pages whose cards fill menus and indexes; by default the pages rendered. */
  cardPages?: PageAtPath[];
  /** Whether the site has a page at a path; by default, whether it is one of the pages rendered. */
  hasPath?: (path: string) => boolean;
  /** Whether the case studies' own pages are rendered too (by default they are). */
  studyPages?: boolean;
}

/** Every page the site renders, by path: the page files' pages, then one page per case study. */
export function renderPages(
  blocks: BlockBuilds,
  site: SiteConfig,
  pages: PageAtPath[],
  caseStudies: CaseStudiesFile | undefined,
  { cardPages = pages, hasPath, studyPages = true }: RenderScope = {},
): Map<string, PageData> {
  const studies = caseStudies?.studies ?? [];
  const summaries = studies.map(summarise);
  // Each group's cards are sorted once, however many index blocks ask for them.
  const cards = new Map<PageGroup, ReturnType<typeof groupCards>>();
  const cardsOf = (group: PageGroup) => cards.get(group) ?? cards.set(group, groupCards(cardPages, group)).get(group)!;
  const written = new Set(pages.map((p) => p.path));
  const paths = { has: hasPath ?? ((path: string) => written.has(path)) };
  const out = new Map<string, PageData>();
  const home = { name: 'Home', path: '/' };
  const sections: Record<PageGroup, { name: string; path: string }> = {
    services: { name: 'SEO Services', path: '/services' },
    industries: { name: 'Industries', path: '/seo' },
  };
  for (const { path, page } of pages) {
    const data: PageData = { meta: page.meta, blocks: page.blocks.map((b) => resolveBlock(blocks, b, site, cardsOf, summaries)) };
    const h1 = page.blocks.find((b) => b.type === 'hero')?.title ?? page.meta.title;
    const structured: Record<string, unknown>[] = [];
    if (path === '/') {
      structured.push(organizationProfile(site), webSite(site));
    } else {
      const section = page.card && paths.has(sections[page.card.group].path) ? sections[page.card.group] : undefined;
      structured.push(
        breadcrumbs(site, [home, ...(section && section.path !== path ? [section] : []), { name: page.card?.title ?? h1, path }]),
      );
    }
    if (page.card?.group === 'services')
      structured.push(service(site, { path, name: page.card.title, description: page.meta.description }));
    if (page.meta.article) {
      // The article's picture is the one its page is shared with: its own, or the site's default.
      const image = page.meta.image ?? site.shareImage;
      structured.push(
        article(site, {
          path,
          headline: h1,
          description: page.meta.description,
          published: page.meta.article.published,
          modified: page.meta.article.modified,
          image,
        }),
      );
    }
    structured.push(...blockStructuredData(blocks, site, path, data));
    data.structuredData = structured;
    out.set(path, data);
  }
  if (caseStudies && studyPages) {
    for (const study of studies) {
      const path = caseStudyPath(study.id);
      const resolved = resolveCaseStudy(study, caseStudies.defaults);
      const data: PageData = {
        meta: caseStudyMeta(study, caseStudies.labels),
        blocks: [{ type: 'caseStudy', study: resolved, labels: caseStudies.labels }],
      };
      data.structuredData = [
        breadcrumbs(site, [home, { name: caseStudies.labels.breadcrumb, path: caseStudiesPath }, { name: study.title, path }]),
        ...blockStructuredData(blocks, site, path, data),
      ];
      out.set(path, data);
    }
  }
  // Every page, written or made from data, carries the drawings of the icons its blocks name.
  for (const data of out.values()) data.icons = iconsUsedBy(data.blocks);
  return out;
}
