// The check of an edit in the studio on the web: the engine's (engine/pages.ts), over the repository's edit
// checker, as the local studio runs it over its folder's. A new address for a published page is no problem
// here: sending it for review sends the old address's redirect and the other pages' updated links with it
// (publishing.ts).
import type { Check } from '../../backend.ts';
import { checkEdit } from '../../engine/pages.ts';
import type { Repository } from './repository.ts';

/** An edit's problems as validation would report them, in reading order. */
export async function checkOnTheWeb(repo: Pick<Repository, 'inCore' | 'checker'>, file: string, text: string): Promise<Check> {
  return repo.inCore(() => checkEdit(repo.checker(), file, text));
}
