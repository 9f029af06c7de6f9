/** Edit distance between two words, for "did you mean" hints. */
export function distance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = prev[j]!;
      prev[j] = Math.min(above + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = above;
    }
  }
  return prev[b.length]!;
}

/** Longer than any name a typo could have come from (block types, fields, addresses). */
const maxTypoLength = 200;

/** The closest candidate when it is close enough to be a plausible typo, compared without case. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  // A typo is a few letters off a name; a long text is no misspelt name, and comparing it costs its length
  // times each candidate's.
  if (word.length > maxTypoLength) return undefined;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  const limit = Math.max(2, Math.floor(word.length / 3));
  return bestDistance <= limit ? best : undefined;
}

export function didYouMean(word: string, candidates: Iterable<string>): string {
  const match = closest(word, candidates);
  return match ? ` Did you mean "${match}"?` : '';
}
