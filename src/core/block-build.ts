// The build-time half of the block definitions: checks a schema cannot express, data filled in from other
// files, the photos a block shows, the structured data it adds to its page, and what the SEO rules need to
// know. Each block declares its part in its own folder (src/blocks/<type>/build.ts), apart from its
// component, so that validation never loads React and the browser never loads a build rule. The core
// never imports a block: whoever runs it hands it the list (src/generated/block-builds.ts).
import type { PageGroup, PageMeta, Photo, ShownWhen } from '../generated/page.ts';
import type { SiteConfig } from '../generated/site.ts';
import type { BlockOfType, BlockType, CaseStudySummary, CheckedBlock, IndexCard } from './page-data.ts';
import type { PhotoSlotName } from './photos/slots.ts';

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

/** A photo a block shows, and the kind of place it sits in. */
export interface BlockPhoto {
  photo: Photo;
  slot: PhotoSlotName;
  /** Where the photo is inside the block, as a JSON pointer. */
  pointer: string;
  /** Puts a photo (with its files) in this place of the block, leaving the page file's own data as it was. */
  replace: (photo: Photo) => void;
}

/** The page whose structured data a block adds to. */
export interface StructuredDataContext {
  site: SiteConfig;
  path: string;
  meta: PageMeta;
}

export interface BlockBuild<T extends BlockType> {
  /** Checks the schema cannot express; `report` takes a JSON pointer inside the block and a message for the editor. */
  rules?: (block: WrittenBlock<T>, report: (pointer: string, message: string) => void) => void;
  /** The block as the browser receives it, when that is more than what the editor wrote. */
  resolve?: (block: WrittenBlock<T>, context: ResolveContext) => BlockOfType<T>;
  /** The block draws the page's main headline (h1): a page needs exactly one such block. */
  rendersH1?: boolean;
  /** The photos the block shows; a page file's block and the rendered one have the same shape here. */
  photos?: (block: WrittenBlock<T>) => BlockPhoto[];
  /**
   * schema.org objects for the page's JSON-LD, given every block of this type on the page at once (a page's
   * questions make one FAQ page, however many blocks they are in).
   */
  structuredData?: (blocks: BlockOfType<T>[], page: StructuredDataContext) => Record<string, unknown>[];
}

/** The build parts the core runs with, by block type; a type without one has nothing to add. */
export type BlockBuilds = { [T in BlockType]?: BlockBuild<T> };

/** The build part of a block type, widened for a block whose type is only known at run time (any text, for a file not yet valid). */
export function buildOf(builds: BlockBuilds, type: string): BlockBuild<BlockType> | undefined {
  // Each entry is typed for its own block type; a lookup by a union key cannot keep that pairing.
  return Object.hasOwn(builds, type) ? (builds[type as BlockType] as BlockBuild<BlockType> | undefined) : undefined;
}
