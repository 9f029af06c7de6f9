// A page's change sent for review by hand in a checkout of the site, as the local studio sends one: committed
// on its review branch and pushed to origin, then the checkout back on main with the same change in its
// working tree (the studio keeps the editor's file as it was sent). For the tests of review states.
import { writeFileSync } from 'node:fs';

export function sendForReviewByHand(
  git: (...args: string[]) => string,
  { file, text, branch, message }: { file: string; text: string; branch: string; message: string },
): void {
  git('switch', '-q', '-c', branch);
  writeFileSync(file, text);
  git('commit', '-q', '-am', message);
  git('push', '-q', 'origin', branch);
  git('switch', '-q', 'main');
  writeFileSync(file, text);
}
