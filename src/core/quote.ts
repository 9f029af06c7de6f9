// How a message quotes what an editor wrote: whole when it is short, else its start and its length, so a
// value pasted by mistake (a whole document in a field) never turns one problem into megabytes of output,
// annotations GitHub refuses or a summary over its size limit.

/** The most characters of a value a message repeats. */
export const quotedLength = 60;

/** `text` as a message repeats it: whole, or its first characters, an ellipsis and how long it is. */
export function excerpt(text: string, max = quotedLength): string {
  if (text.length <= max) return text;
  // Never end inside a character written with two UTF-16 units (an emoji, most CJK extensions).
  const end = /[\uD800-\uDBFF]/.test(text[max - 2] ?? '') ? max - 2 : max - 1;
  return `${text.slice(0, end)}… (${text.length.toLocaleString('en-US')} characters)`;
}
