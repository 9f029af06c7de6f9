// Where a page's opening sections may stand, as the blocks' own descriptions ask: a countdown goes first
// ("Put it first on the page"), the hero opens the page with its one main headline, right after a
// countdown if there is one, and a page has one hero. The studio refuses a move or a paste that would
// break this, with the reason in these words.

/** A section's kind, as its "type" says; anything else (a section being written) has none. */
const kindOf = (section: unknown) => (section && typeof section === 'object' ? (section as { type?: unknown }).type : undefined);

/** Why sections in this order are not allowed, or undefined when they are. */
export function sectionOrderProblem(sections: readonly unknown[]): string | undefined {
  const kinds = sections.map(kindOf);
  if (kinds.filter((k) => k === 'hero').length > 1) return 'A page has one hero: it holds the page’s one main headline.';
  if (kinds.indexOf('countdown', 1) > 0) return 'A countdown goes first on the page, above the hero.';
  const hero = kinds.indexOf('hero');
  if (hero > 0 && kinds.slice(0, hero).some((k) => k !== 'countdown'))
    return 'The hero opens the page with its main headline: only a countdown may come before it.';
  return undefined;
}

/**
 * Why a change of order is refused: the order after it breaks the rule above, and the order before it did
 * not (a page that already breaks it can still be put right one move at a time).
 */
export function orderChangeProblem(before: readonly unknown[], after: readonly unknown[]): string | undefined {
  const problem = sectionOrderProblem(after);
  return problem && !sectionOrderProblem(before) ? problem : undefined;
}
