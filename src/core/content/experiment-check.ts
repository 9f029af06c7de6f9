// A page's experiment, checked beyond its schema: every changed text names a text of the page (it exists,
// it is words visitors read, not an address, a picture, an icon or a setting, and the version's words fit
// where they go, by the page's own schema), the shares make 100 with the control's, the versions' names
// are each their own, and the test ends on or after the day it starts. Each problem points at the field.
import type { PageFile } from '../../generated/page.ts';
import { armsOf, controlName, dayStart, isTextPlace, totalWeight, variantPage } from '../experiment.ts';
import { pointerToSegments } from '../json-pointer.ts';
import type { ContentHost } from './host.ts';
import type { ParsedFile } from './load.ts';
import { describeErrors } from './messages.ts';
import type { ProblemCollector } from './problems.ts';

/** Why a pointer names no text of the page, or undefined when it names one. */
export function textFieldProblem(page: PageFile, field: string): string | undefined {
  const keys = pointerToSegments(field);
  let node: unknown = page;
  for (const key of keys) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, key))
      return `The page has nothing at ${field}: name a text it has, for example /blocks/0/title for the first section's headline.`;
    node = (node as Record<string | number, unknown>)[key];
  }
  if (typeof node !== 'string' || !isTextPlace(keys))
    return `${field} is not a text of the page (it holds ${typeof node === 'string' ? 'a setting' : Array.isArray(node) ? 'a list' : typeof node === 'object' ? 'a group of fields' : `a ${typeof node}`}): name words visitors read, such as a headline (…/title), the text under it (…/subtitle) or a button's words (…/actions/0/label).`;
  return undefined;
}

/** Adds the experiment's problems, if the page has one. */
export function checkExperiment(host: ContentHost, parsed: ParsedFile, page: PageFile, problems: ProblemCollector): void {
  const experiment = page.experiment;
  if (!experiment) return;
  const at = '/experiment';
  const sum = armsOf(experiment).reduce((total, arm) => total + arm.weight, 0);
  if (sum !== totalWeight)
    problems.add(
      parsed,
      `${at}/controlWeight`,
      `The shares make ${sum}%: the page as written (controlWeight) and every version's weight must make ${totalWeight}% together, for example 50 and 50.`,
    );
  const [start, end] = [dayStart(experiment.start), dayStart(experiment.end)];
  if (Number.isNaN(start)) problems.add(parsed, `${at}/start`, `${experiment.start} is not a day of the calendar.`);
  if (Number.isNaN(end)) problems.add(parsed, `${at}/end`, `${experiment.end} is not a day of the calendar.`);
  if (end < start)
    problems.add(
      parsed,
      `${at}/end`,
      `The test ends (${experiment.end}) before it starts (${experiment.start}): the end day comes on or after the start.`,
    );
  const names = new Set<string>([controlName]);
  experiment.variants.forEach((variant, v) => {
    if (names.has(variant.id))
      problems.add(parsed, `${at}/variants/${v}/id`, `Two versions are named ${variant.id}. Give each its own name.`);
    names.add(variant.id);
    let fieldsFine = true;
    const fields = new Set<string>();
    variant.texts.forEach(({ field }, t) => {
      const problem = fields.has(field) ? `This version changes ${field} twice. Keep one.` : textFieldProblem(page, field);
      fields.add(field);
      if (!problem) return;
      fieldsFine = false;
      problems.add(parsed, `${at}/variants/${v}/texts/${t}/field`, problem);
    });
    if (!fieldsFine) return;
    // The version's words must fit where they go as the control's do (a headline's length, say).
    const shown = variantPage(page, variant);
    if (host.quickValidators().validatePage(shown)) return;
    const full = host.schemas().validatePage;
    full(shown);
    const described = describeErrors(full.errors ?? [], host.schemas());
    for (const problem of described) {
      const t = variant.texts.findIndex(({ field }) => problem.pointer === field || problem.pointer.startsWith(`${field}/`));
      problems.add(
        parsed,
        t < 0 ? `${at}/variants/${v}` : `${at}/variants/${v}/texts/${t}/text`,
        `In version ${variant.id}: ${problem.message}`,
      );
    }
  });
}
