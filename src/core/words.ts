// Counted words, as the site's tools write them everywhere ("1 problem", "3 problems"): one rule, so a
// sentence reads the same from validation, the local studio, the studio on the web and their screens.

/** `n` and the word for that many: "1 problem", "2 problems" (or the irregular plural given). */
export const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

/** The words for one thing or for several, without the count: "it" or "them", "links" or "link". */
export const byCount = <T extends string>(n: number, one: T, many: T): T => (n === 1 ? one : many);
