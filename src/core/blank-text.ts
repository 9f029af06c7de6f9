// A text that must not be empty must not be blank either: the schemas give every text with a minimum length
// this pattern (a test holds them to it), and whatever reads the schemas knows it by its value.

/**
 * At least one character that shows: a text of spaces, tabs, line breaks, no-break or other wide spaces,
 * or zero-width characters only is as empty as "".
 */
export const wordsPattern = '[^\\s\\u180E\\u200B-\\u200F\\u2060-\\u2064]';
const words = new RegExp(wordsPattern, 'u');

/** Whether a text holds nothing that shows. */
export const isBlank = (text: string): boolean => !words.test(text);
