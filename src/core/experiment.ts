// A page's experiment (a headline test): its arms (the page as written, the control, and each variant with
// its share of counted visitors), the days it runs, and each variant's page (the page file with the
// variant's texts in place of the control's). What the build renders, what validation checks and what the
// edge split reads all come from here, and which places of a page hold a text a variant may change
// (isTextPlace: validation's rule, and the studio's choice of texts). Shares are whole percentages, the control's included, summing to
// 100; the days are UTC, both included. Free of Node: the edge handler (edge-split.ts) runs in Deno too.
import type { ExperimentVariant, PageExperiment, PageFile } from '../generated/page.ts';
import { pointerToSegments } from './json-pointer.ts';

/** The control's name as leads, cookies and the report give it (a variant may not take it). */
export const controlName = 'control';

/** What every share together makes. */
export const totalWeight = 100;

/** One arm of an experiment: the control or a variant, with its share in percent. */
export interface Arm {
  variant: string;
  weight: number;
}

/** The control, then each variant, with their shares. */
export function armsOf(experiment: Pick<PageExperiment, 'controlWeight' | 'variants'>): Arm[] {
  return [
    { variant: controlName, weight: experiment.controlWeight },
    ...experiment.variants.map((v) => ({ variant: v.id, weight: v.weight })),
  ];
}

const day = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD day's first millisecond (UTC), or NaN when there is no such day (2026-02-30). */
export function dayStart(date: string): number {
  const at = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== date ? Number.NaN : at;
}

/** When an experiment runs: from its start day's first moment to its end day's last, as [from, until) in ms. */
export function runsBetween(experiment: Pick<PageExperiment, 'start' | 'end'>): { from: number; until: number } {
  return { from: dayStart(experiment.start), until: dayStart(experiment.end) + day };
}

/** Whether it runs at `now` (ms). */
export function isRunning(experiment: Pick<PageExperiment, 'start' | 'end'>, now: number): boolean {
  const { from, until } = runsBetween(experiment);
  return now >= from && now < until;
}

/** Keys whose value is never a text visitors read, wherever they are. */
const settingKeys = new Set(['type', 'href', 'src', 'icon', 'id', 'group', 'level', 'form', 'columns', 'when', 'alt']);
/** Parts of a section whose strings are a picture's or a link's settings. */
const settingParts = new Set(['image', 'photo', 'focus']);

/** Whether a place of the page (its keys, from the root) may hold words visitors read: no setting, address or picture. */
export function isTextPlace(keys: readonly (string | number)[]): boolean {
  return !settingKeys.has(String(keys.at(-1))) && !keys.some((key) => settingParts.has(String(key)));
}

/** The page file as one variant shows it: the control's texts the variant names replaced by its own. */
export function variantPage(page: PageFile, variant: ExperimentVariant): PageFile {
  const copy = structuredClone(page);
  delete copy.experiment;
  for (const { field, text } of variant.texts) {
    const keys = pointerToSegments(field);
    let node: unknown = copy;
    for (const key of keys.slice(0, -1)) node = (node as Record<string | number, unknown> | undefined)?.[key];
    const last = keys.at(-1);
    if (node && typeof node === 'object' && last !== undefined && typeof (node as Record<string | number, unknown>)[last] === 'string')
      (node as Record<string | number, unknown>)[last] = text;
  }
  return copy;
}
