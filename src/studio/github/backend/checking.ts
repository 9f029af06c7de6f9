// The check of an edit in the studio on the web: the content core's, as the local studio runs it, and
// what only the web refuses, said at its field as it is typed rather than only on Save.
import { JsonSource } from '../../../core/json-source.ts';
import type { Check, Problem } from '../../backend.ts';
import { rootedPath } from '../repo-host.ts';
import { inPages, parse, routeOf, type Repository } from './repository.ts';

/** Why the web refuses a new address for a published page (its old address would need a redirect). */
export const newAddressRefused =
  'Changing the address of a published page is not available in the studio on the web yet (the old address needs a redirect). Keep the address, or ask a developer to change it.';

/** The problem of a published page whose address changed, at the address field; undefined when it keeps its address. */
export async function addressProblem(repo: Repository, file: string, text: string): Promise<Problem | undefined> {
  const { published } = await repo.current(file);
  const data = parse(text);
  if (!published || !data || routeOf(file, parse(published.text)) === routeOf(file, data)) return undefined;
  const pointer = data.path === undefined ? '' : '/path';
  return { file: inPages(file), ...new JsonSource(text).locate(pointer), pointer, message: newAddressRefused };
}

/** An edit's problems as validation would report them, and the web's own refusals, in reading order. */
export async function checkOnTheWeb(repo: Repository, file: string, text: string): Promise<Check> {
  const check = await repo.inCore(() => repo.checker().check(rootedPath(inPages(file || 'new-page-draft.json')), text));
  const refused = file ? await addressProblem(repo, file, text) : undefined;
  // One problem at a time at the address: a taken one is said first, as the local studio says it.
  if (!refused || check.problems.some((p) => p.pointer === refused.pointer)) return check;
  const problems = [...check.problems, refused].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
  return { ...check, problems };
}
