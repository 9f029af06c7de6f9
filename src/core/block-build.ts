// The build-time half of the block definitions: checks a schema cannot express, data filled in from other
// files, and what the SEO rules need to know. It lives apart from the components (src/blocks/<type>/
// definition.ts) so that validation never loads React and the browser never loads a build rule.
import type { PageGroup, ShownWhen } from '../generated/page.ts';
import type { SiteConfig } from '../generated/site.ts';
import type { BlockOfType, BlockType, CaseStudySummary, CheckedBlock, IndexCard } from './page-data.ts';
import { agendaBuild } from '../blocks/agenda/build.ts';
import { bonusesBuild } from '../blocks/bonuses/build.ts';
import { caseStudiesBuild } from '../blocks/caseStudies/build.ts';
import { caseStudyBuild } from '../blocks/caseStudy/build.ts';
import { checklistBuild } from '../blocks/checklist/build.ts';
import { heroBuild } from '../blocks/hero/build.ts';
import { pageIndexBuild } from '../blocks/pageIndex/build.ts';
import { richTextBuild } from '../blocks/richText/build.ts';
import { tableBuild } from '../blocks/table/build.ts';

/** A page file's block as validation leaves it (the schema's defaults filled in), before resolution. */
export type WrittenBlock<T extends BlockType> = Extract<CheckedBlock, { type: T }>;

/** What resolution may draw on besides the block itself. */
export interface ResolveContext {
  site: SiteConfig;
  /** A group's cards in their declared order, with the label its menu uses. */
  cardsOf(group: PageGroup): (IndexCard & { menuLabel: string })[];
  studies: CaseStudySummary[];
  /** Whether a part marked with "when" applies to this site's configuration. */
  shown(when: ShownWhen | undefined): boolean;
}

export interface BlockBuild<T extends BlockType> {
  /** Checks the schema cannot express; `report` takes a JSON pointer inside the block and a message for the editor. */
  rules?: (block: WrittenBlock<T>, report: (pointer: string, message: string) => void) => void;
  /** The block as the browser receives it, when that is more than what the editor wrote. */
  resolve?: (block: WrittenBlock<T>, context: ResolveContext) => BlockOfType<T>;
  /** The block draws the page's main headline (h1): a page needs exactly one such block. */
  rendersH1?: boolean;
}

export type BlockBuildRegistry = { [T in BlockType]?: BlockBuild<T> };

/** The block types with a build-time part; a test keeps this list in step with the build.ts files. */
export const blockBuilds = {
  hero: heroBuild,
  richText: richTextBuild,
  checklist: checklistBuild,
  table: tableBuild,
  agenda: agendaBuild,
  bonuses: bonusesBuild,
  pageIndex: pageIndexBuild,
  caseStudies: caseStudiesBuild,
  caseStudy: caseStudyBuild,
} satisfies BlockBuildRegistry;

/** The build part of a block type, widened for a block whose type is only known at run time. */
export function buildOf(type: BlockType): BlockBuild<BlockType> | undefined {
  // Each entry is typed for its own block type; a lookup by a union key cannot keep that pairing.
  return (blockBuilds as BlockBuildRegistry)[type] as BlockBuild<BlockType> | undefined;
}
