// Links and images lead somewhere: a page, a redirect or a file in public/ (and an image to a file).
import type { ContentHost } from './host.ts';
import type { Located, ProblemCollector } from './problems.ts';
import type { Reference } from '../references.ts';
import { readSitePath } from '../site-path.ts';
import { closest } from '../suggest.ts';

export interface LinkTargets {
  /** Whether a page, case study or parameterised route has this path. */
  isRoute(path: string): boolean;
  /** Every such path, for a "did you mean" (only asked when a link leads nowhere). */
  allRoutes(): Iterable<string>;
  redirectFrom: ReadonlySet<string>;
  publicDir: string;
}

/**
 * Every link must lead to a page, a redirect or a file in public/, and every image must exist in public/.
 * An address that cannot be read (a % that starts no escape, /../) is a problem of its own.
 */
export function referenceChecker(
  host: ContentHost,
  { isRoute, allRoutes, redirectFrom, publicDir }: LinkTargets,
  problems: ProblemCollector,
  at: (file: string) => Located,
) {
  const validHref = new RegExp(host.hrefPattern, 'u');
  return (file: string, refs: Reference[]) => {
    for (const ref of refs) {
      if (ref.kind === 'link' && !validHref.test(ref.value)) {
        problems.add(at(file), ref.pointer, `The link "${ref.value}" is not allowed. Links start with /, #, https://, mailto: or tel:.`);
        continue;
      }
      if (!ref.value.startsWith('/')) continue;
      const read = readSitePath(ref.value);
      if (!read.ok) {
        problems.add(at(file), ref.pointer, read.message);
        continue;
      }
      const target = read.path;
      if (ref.kind === 'image') {
        if (!host.publicFileExists(publicDir, target))
          problems.add(at(file), ref.pointer, `The image ${ref.value} does not exist. Put the file in public${target} or fix the path.`);
      } else if (target.length > 1 && target.endsWith('/')) {
        problems.add(at(file), ref.pointer, `Write the link as ${target.slice(0, -1)}, without the trailing slash.`);
      } else if (
        !isRoute(target) &&
        !redirectFrom.has(target) &&
        !(/\.[a-z0-9]+$/i.test(target) && host.publicFileExists(publicDir, target))
      ) {
        const guess = closest(target, [...allRoutes(), ...redirectFrom]);
        problems.add(
          at(file),
          ref.pointer,
          `The link ${target} leads nowhere: no page, redirect or file has that path.${guess ? ` Did you mean ${guess}?` : ''}`,
        );
      }
    }
  };
}
