// Words, sentences and syllables of English text, and Flesch reading ease: 206.835 − 1.015 × (words per
// sentence) − 84.6 × (syllables per word), from Rudolf Flesch, "A new readability yardstick", Journal of
// Applied Psychology 32(3), 1948. 60–70 is plain English; business copy for professionals sits around 40–60.

/**
 * What `split` made of the latest texts it was given: a report asks for the words and sentences of the same
 * texts several times (the page's prose for its length, its sentences and its reading ease). Kept for a
 * few hundred texts, then forgotten all at once.
 */
function remembered<T>(split: (text: string) => T): (text: string) => T {
  const made = new Map<string, T>();
  return (text) => {
    let found = made.get(text);
    if (found === undefined) {
      found = split(text);
      if (made.size >= 500) made.clear();
      made.set(text, found);
    }
    return found;
  };
}

/** The words of a text: runs of letters and digits (with inner apostrophes and hyphens). */
export const wordsOf: (text: string) => readonly string[] = remembered(
  (text) => text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [],
);

/** The sentences of a text: split after . ! ? (not inside numbers like 2.5), each with at least one word. */
export const sentencesOf: (text: string) => readonly string[] = remembered((text) =>
  text
    .split(/(?<=[.!?…])["'”’)]*\s+(?=[^a-z])/u)
    .map((s) => s.trim())
    .filter((s) => wordsOf(s).length > 0),
);

/**
 * Syllables of an English word by its vowel groups, with the usual corrections: a silent final e,
 * -es/-ed endings that add none, "le" after a consonant that adds one. Numbers and abbreviations count
 * as one. Right for most words; off by one for some, which averages out over a page.
 */
export function syllables(word: string): number {
  const known = counted.get(word);
  if (known !== undefined) return known;
  const n = count(word);
  if (counted.size < 20_000) counted.set(word, n);
  return n;
}
/** Words already counted: a page repeats most of its words, and pages share them. */
const counted = new Map<string, number>();

function count(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return 1;
  if (w.length <= 3) return 1;
  let groups = w.match(/[aeiouy]+/g)?.length ?? 1;
  if (/[^aeiouy]e$/.test(w) && !/[^aeiouy]le$/.test(w)) groups--;
  else if (/[^aeiouyl]es$|[^aeiouydt]ed$/.test(w)) groups--;
  if (/(ia|io|ua|eo|iu)/.test(w) && !/(tion|sion|cian|cial|tial|cious|tious|geous)/.test(w))
    groups += (w.match(/ia|io|ua|eo|iu/g) ?? []).length;
  return Math.max(1, groups);
}

/** Flesch reading ease of a text (higher is easier), or undefined for a text without sentences. */
export function fleschReadingEase(text: string): number | undefined {
  const sentences = sentencesOf(text);
  const words = wordsOf(text);
  if (!sentences.length || !words.length) return undefined;
  const syl = words.reduce((sum, w) => sum + syllables(w), 0);
  return 206.835 - 1.015 * (words.length / sentences.length) - 84.6 * (syl / words.length);
}
