// Page data as resolved at build time, which is what the browser renders (as opposed to what editors
// write). A few page-file blocks are filled in from other files (an index from every page's card,
// case-study cards from the case-study data), and case-study pages are made from data rather than
// written as page files.
import type { CaseStudyChart, CaseStudyLabels, CaseStudyMilestone, CaseStudyTestimonial } from '../generated/case-studies.ts';
import type {
  AgendaBlock,
  Block,
  CaseStudiesBlock,
  CountdownBlock,
  HeroBlock,
  HeroForm,
  IconName,
  Image,
  PageIndexBlock,
  PageMeta,
} from '../generated/page.ts';

/**
 * A block with the fields its schema gives a `default` made required: validation fills them in before a
 * page is resolved, so components read them as they are and never repeat the default.
 */
export type WithDefaults<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: Exclude<T[P], undefined> };

/** One page's card as an index shows it. */
export interface IndexCard {
  href: string;
  title: string;
  description: string;
  icon: IconName;
}

export type CheckedPageIndexBlock = WithDefaults<PageIndexBlock, 'columns' | 'linkLabel'>;

export type ResolvedPageIndexBlock = CheckedPageIndexBlock & {
  cards: IndexCard[];
};

export type ResolvedCountdownBlock = WithDefaults<CountdownBlock, 'daysAhead' | 'hour' | 'endedLabel' | 'units'>;

export type ResolvedAgendaBlock = WithDefaults<AgendaBlock, 'labels'>;

export type ResolvedHeroBlock = Omit<HeroBlock, 'form'> & { form?: WithDefaults<HeroForm, 'title'> };

/** A page file's block as validation leaves it: what the editor wrote, with the schema's defaults filled in. */
export type CheckedBlock =
  | Exclude<Block, HeroBlock | CountdownBlock | PageIndexBlock | AgendaBlock>
  | ResolvedHeroBlock
  | ResolvedCountdownBlock
  | ResolvedAgendaBlock
  | CheckedPageIndexBlock;

export interface CaseStudyResultItem {
  key: string;
  value: string;
  label: string;
  detail?: string;
}

/** What a case-study card needs. */
export interface CaseStudySummary {
  id: string;
  href: string;
  title: string;
  industry: string;
  description: string;
  image: Image;
  results: CaseStudyResultItem[];
}

export interface ResolvedCaseStudiesBlock extends CaseStudiesBlock {
  studies: CaseStudySummary[];
}

/** A case study with every part the page shows, defaults filled in where its entry leaves one out. */
export interface ResolvedCaseStudy extends CaseStudySummary {
  fullDescription?: string;
  tags: string[];
  challenge: string;
  challengePoints: string[];
  solution: string;
  solutionPoints: string[];
  outcome?: string;
  /** Figures over time, drawn under the key results. */
  chart?: CaseStudyChart;
  timeline: CaseStudyMilestone[];
  testimonial?: CaseStudyTestimonial;
}

/** The body of a case study's own page (never written in page files), as its component CaseStudyBlock draws it. */
export interface CaseStudyPageBlock {
  type: 'caseStudy';
  study: ResolvedCaseStudy;
  /** The words around the study's own content, the same on every case-study page. */
  labels: CaseStudyLabels;
}

export type ResolvedBlock =
  Exclude<CheckedBlock, CheckedPageIndexBlock | CaseStudiesBlock> | ResolvedPageIndexBlock | ResolvedCaseStudiesBlock | CaseStudyPageBlock;

/** What a page needs to render: head tags, structured data and blocks (not where its file lives). */
export interface PageData {
  meta: PageMeta;
  blocks: ResolvedBlock[];
  /** schema.org objects, written into the page as JSON-LD. */
  structuredData?: Record<string, unknown>[];
  /** The drawing of each icon the blocks name, so the browser's code carries no icon set. */
  icons?: Partial<Record<IconName, string>>;
}

/** Every block type the renderer meets: the schema's, and the ones made at build time. */
export type BlockType = ResolvedBlock['type'];
export type BlockOfType<T extends BlockType> = Extract<ResolvedBlock, { type: T }>;
