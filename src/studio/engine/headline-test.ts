// A page's headline test as the studio edits it (both studios alike): "Try another headline" on a hero or
// a call to action adds a version (starting the test if the page has none: named from the page's address
// and the month, from today for four weeks, the shares split evenly), a version's words written where the
// preview shows them, the texts a version may change (validation's rule, core/experiment.ts), and ending
// the test with one version's words kept as the page's own. Each returns a new page; the editor makes each
// one Undo step. The page file's format is schema/page.schema.json's `experiment`; docs/experiments.md.
import type { ExperimentText, ExperimentVariant, PageExperiment } from '../../generated/page.ts';
import { controlName, isTextPlace, totalWeight, variantPage } from '../../core/experiment.ts';
import { escape, toPointer, walkJson } from '../../core/json-pointer.ts';

type Page = Record<string, unknown> & { blocks?: unknown[]; experiment?: PageExperiment };

/** The kinds of section whose headline can be tried against another. */
export const testedKinds: ReadonlySet<string> = new Set(['hero', 'cta']);
/** The most versions a test takes beside the page as written, and the most texts one version changes (the schema's). */
export const maxVersions = 4;
export const maxTexts = 10;
/** How long a new test runs: four weeks, its first day and its last included. */
export const testDays = 28;

const isRecord = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** A YYYY-MM-DD day (UTC) `days` after `day`. */
export const dayAfter = (day: Date, days = 0) => new Date(day.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A new test's name: the page's address and the month it starts ("hvac-seo-2026-11", the home page's
 * "home-2026-11"), 40 characters at most, as leads and the visitor statistics carry it.
 */
export function testName(path: string, today: Date): string {
  const month = dayAfter(today).slice(0, 7);
  const words =
    path
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'home';
  return `${words.slice(0, 40 - month.length - 1).replace(/-+$/, '')}-${month}`;
}

/** The next version's name: b, c, d, e (the page as written being the first), skipping a name taken. */
export function nextVersionName(taken: readonly string[]): string {
  for (const letter of 'bcdefghijklmnopqrstuvwxyz') if (!taken.includes(letter)) return letter;
  return `version-${taken.length + 2}`;
}

/** Shares for `arms` arms (the page as written first), whole percentages making 100; the page as written takes what does not divide. */
export function evenShares(arms: number): number[] {
  const each = Math.floor(totalWeight / arms);
  return [totalWeight - each * (arms - 1), ...Array.from({ length: arms - 1 }, () => each)];
}

/**
 * The texts a version of a section's headline starts with: a hero's headline, the text under it and its
 * buttons' words; a call to action's headline. Each starts as the page's own words (see addVersion).
 */
export function headlineTexts(page: Page, blockIndex: number): ExperimentText[] {
  const block = page.blocks?.[blockIndex];
  if (!isRecord(block) || !testedKinds.has(String(block.type))) return [];
  const at = (key: string) => `/blocks/${blockIndex}/${key}`;
  const texts: ExperimentText[] = [];
  const add = (field: string, value: unknown) => typeof value === 'string' && value.trim() && texts.push({ field, text: value });
  add(at('title'), block.title);
  if (block.type === 'hero') {
    add(at('subtitle'), block.subtitle);
    if (Array.isArray(block.actions)) block.actions.forEach((action, i) => isRecord(action) && add(at(`actions/${i}/label`), action.label));
  }
  return texts.slice(0, maxTexts);
}

/** Why no version can be added for this section now, or undefined when one can. */
export function addRefusal(page: Page, blockIndex: number): string | undefined {
  if (!headlineTexts(page, blockIndex).length) return 'Write the headline first: a version starts from it.';
  if ((page.experiment?.variants.length ?? 0) >= maxVersions)
    return `The test has ${maxVersions} other versions already, the most it takes: remove one first.`;
  return undefined;
}

/**
 * The page with one more version of a section's headline (a hero's or a call to action's), its texts the
 * page's own words to rewrite: the preview shows a whole page at once, nothing is left blank for the check
 * to refuse, and the editor changes the words they want to try where they read them. A page with no test
 * starts one (see testName), from `today` for four weeks. The shares are split evenly again.
 */
export function addVersion<P extends Page>(page: P, blockIndex: number, path: string, today: Date): { page: P; version: string } {
  const refusal = addRefusal(page, blockIndex);
  if (refusal) throw new Error(refusal);
  const was = page.experiment;
  const version = nextVersionName((was?.variants ?? []).map((v) => v.id));
  const variants: ExperimentVariant[] = [
    ...(was?.variants ?? []),
    { id: version, weight: 0, texts: headlineTexts(page, blockIndex) as ExperimentVariant['texts'] },
  ];
  const [controlWeight, ...weights] = evenShares(variants.length + 1);
  const experiment: PageExperiment = {
    id: was?.id ?? testName(path, today),
    start: was?.start ?? dayAfter(today),
    end: was?.end ?? dayAfter(today, testDays - 1),
    controlWeight: controlWeight!,
    variants: variants.map((v, i) => ({ ...v, weight: weights[i]! })) as PageExperiment['variants'],
  };
  return { page: { ...page, experiment }, version };
}

/** The page as a version shows it (the page as written for `control` or an unknown name), without its test. */
export function shownVersion<P extends Page>(page: P, version: string): P {
  const variant = page.experiment?.variants.find((v) => v.id === version);
  return variant ? (variantPage(page as never, variant) as unknown as P) : page;
}

/**
 * Where the words a version shows at `pointer` (a text of the page, "/blocks/0/title") are written: that
 * text's field in the test ("/experiment/variants/0/texts/0/text"); undefined where the version does not
 * change it, so the page's own field is where they are.
 */
export function versionTextField(page: Page, version: string, pointer: string): string | undefined {
  const variants = page.experiment?.variants ?? [];
  const index = variants.findIndex((v) => v.id === version);
  const at = index < 0 ? -1 : variants[index]!.texts.findIndex((t) => t.field === pointer);
  return at < 0 ? undefined : `/experiment/variants/${index}/texts/${at}/text`;
}

/** Every place among the page's sections that holds words a version may change, in the order of the form. */
export function textPlaces(page: Page): string[] {
  const places: string[] = [];
  (page.blocks ?? []).forEach((block, i) =>
    walkJson(block, (value, path) => {
      if (typeof value === 'string' && path.length && isTextPlace(['blocks', i, ...path])) places.push(`/blocks/${i}${toPointer(path)}`);
    }),
  );
  return places;
}

/**
 * The page once the words of the page as a version shows it were edited (in the preview): every text
 * that differs from the version's is that version's text now, added to its changed texts where it was
 * not one; the page's own words stay as written. Anything else edited there (no text) is not taken.
 */
export function withVersionEdit<P extends Page>(page: P, version: string, edited: P): P {
  const index = page.experiment?.variants.findIndex((v) => v.id === version) ?? -1;
  if (index < 0) return edited;
  const shown = shownVersion(page, version);
  const texts = [...page.experiment!.variants[index]!.texts];
  const blocks = edited.blocks ?? [];
  blocks.forEach((block, i) =>
    walkJson(block, (value, path) => {
      if (typeof value !== 'string' || !path.length) return;
      const field = `/blocks/${i}${path.map((k) => `/${escape(k)}`).join('')}`;
      let was: unknown = shown.blocks?.[i];
      for (const key of path) was = isRecord(was) || Array.isArray(was) ? (was as Record<string, unknown>)[key] : undefined;
      if (was === value) return;
      const at = texts.findIndex((t) => t.field === field);
      if (at >= 0) texts[at] = { field, text: value };
      else texts.push({ field, text: value });
    }),
  );
  const variants = page.experiment!.variants.map((v, i) => (i === index ? { ...v, texts } : v));
  return { ...page, experiment: { ...page.experiment!, variants: variants as PageExperiment['variants'] } };
}

/**
 * The page once its test ends keeping `version`'s words (or the page as written, for `control`): that
 * version's texts written into the page, and the test removed, one change.
 */
export function endTest<P extends Page>(page: P, version: string = controlName): P {
  const kept = shownVersion(page, version);
  const { experiment: _ended, ...rest } = kept;
  return rest as P;
}

/** Whether a version still shows the page's own words in every text it changes (nothing to try yet). */
export function sameAsWritten(page: Page, version: string): boolean {
  const variant = page.experiment?.variants.find((v) => v.id === version);
  if (!variant) return false;
  const shown = shownVersion(page, version);
  const { experiment: _test, ...written } = page;
  return JSON.stringify(shown) === JSON.stringify(written);
}
