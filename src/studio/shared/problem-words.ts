// The checker's problems in the editor's words: where (the section and field as the form labels them,
// "Benefits › Benefit 3 › Benefit") and what, without the JSON pointers, quoted property names and line
// numbers the command line prints for developers.
import type { Problem } from '../backend.ts';
import { humanize } from '../../core/field-labels.ts';

/** Where a pointer leads, as the form labels it: see fieldPlace in schema-helpers.ts. */
export type PlaceOf = (pointer: string, page: unknown) => string;

/**
 * The message without developer notation: a quoted field name left in it (a field the form does not
 * have, such as a misspelt one) reads as words, pointers and line numbers go.
 */
export function messageInWords(message: string): string {
  return (
    message
      .replace(/\s*\(at \/[^)]*\)/g, '')
      .replace(/"([a-z][A-Za-z0-9]*)"/g, (_, name: string) => humanize(name))
      // A pointer left inside a sentence (only pointers start with /blocks/, /meta/ or /card/; addresses do not).
      .replace(/(^|[\s(])\/(blocks|meta|card)(\/[^\s),.]*)?/g, (_, before: string) => `${before}this field`)
      .replace(/,?\s*(on |at )?line \d+(, column \d+)?/gi, '')
      .replace(/:\d+:\d+/g, '')
  );
}

/**
 * A problem as the form shows it under its field, where the field's label and help are just above: a
 * missing field's message leaves out the help the check adds for readers without the form ("It is: …").
 */
export function messageUnderField(message: string): string {
  return messageInWords(message).replace(/^(.+? is required\.) It is: [\s\S]*$/, '$1');
}

/** A problem as the studio shows it in the list: "Hero › Headline: Headline must not be empty." */
export function problemInWords(problem: Problem, page: unknown, placeOf: PlaceOf) {
  return { where: placeOf(problem.pointer, page), what: messageInWords(problem.message) };
}
