import type { ErrorObject } from 'ajv';
import { escape, pointerToSegments } from '../json-pointer.ts';
import { excerpt } from '../quote.ts';
import { didYouMean } from '../suggest.ts';
import { isBlank, wordsPattern } from '../blank-text.ts';
import type { JsonSchema, SchemaSet } from './host.ts';

/** One schema problem in an editor's words, before it is given a line and column. */
export interface SchemaProblem {
  pointer: string;
  /** Set when the problem is a property name (unknown or missing), so the position can point at it. */
  key?: string;
  message: string;
}

/** What a blank text is told, by its field's name as the form labels it ("Headline"). */
export const blankMessage = (name: string): string =>
  `${name} is blank: write some words in it (spaces, tabs and line breaks alone do not count).`;

const typeWords: Record<string, string> = {
  string: 'text in double quotes',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list in [ ]',
  object: 'a group of fields in { }',
  null: 'null',
};

function actualType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return `the text "${excerpt(value)}"`;
  return `${typeof value === 'boolean' ? '' : 'the number '}${String(value)}`;
}

/** Names the field at a pointer as the studio's form labels it ("Headline"), where the schema is known. */
export type FieldNamer = (pointer: string) => string | undefined;

function fieldName(pointer: string, names?: FieldNamer): string {
  const label = names?.(pointer);
  if (label) return label;
  const last = pointerToSegments(pointer).at(-1) ?? '';
  return typeof last === 'number' || last === '' ? 'This value' : `"${excerpt(last)}"`;
}

function quoteList(values: readonly unknown[]): string {
  return values.map((v) => JSON.stringify(v)).join(', ');
}

/** Values a discriminated union accepts for its tag, read from its branches (following $refs). */
function tagValues(union: JsonSchema, tag: string, schemas: SchemaSet): string[] {
  const base = schemas.baseOf.get(union) ?? '';
  const branches = (union.oneOf as JsonSchema[] | undefined) ?? [];
  return branches
    .map((branch) => (typeof branch.$ref === 'string' ? schemas.resolve(branch.$ref, schemas.baseOf.get(branch) ?? base) : branch))
    .map((branch) => (branch?.properties as Record<string, JsonSchema> | undefined)?.[tag]?.const as string | undefined)
    .filter((v): v is string => typeof v === 'string')
    .sort();
}

function describe(error: ErrorObject, schemas: SchemaSet, names?: FieldNamer): SchemaProblem | undefined {
  const pointer = error.instancePath;
  const parent = (error.parentSchema ?? {}) as JsonSchema;
  const params = error.params as Record<string, unknown>;
  const name = fieldName(pointer, names);
  switch (error.keyword) {
    case 'required': {
      // The problem is the missing field's own, so the studio shows it under that field.
      const missing = String(params.missingProperty);
      const at = `${pointer}/${escape(missing)}`;
      const help = ((parent.properties as Record<string, JsonSchema> | undefined)?.[missing]?.description as string | undefined) ?? '';
      return { pointer: at, message: `${fieldName(at, names)} is required.${help ? ` It is: ${help}` : ''}` };
    }
    case 'additionalProperties': {
      const unknown = String(params.additionalProperty);
      const allowed = Object.keys((parent.properties as object | undefined) ?? {});
      return {
        pointer,
        key: unknown,
        message: `"${excerpt(unknown)}" is not a field here.${didYouMean(unknown, allowed)} Fields allowed here: ${allowed.join(', ')}.`,
      };
    }
    case 'discriminator': {
      // No type at all: the `required` error beside it says it better.
      if (params.error === 'tag' && params.tagValue === undefined) return undefined;
      const known = tagValues(parent, String(params.tag), schemas);
      const kind = pointer.includes('/content/') ? 'text piece type' : 'block type';
      const at = `${pointer}/${escape(String(params.tag))}`;
      // A type that is no text (null, a number, true, a list, a group of fields) can name no block: said
      // here, or the file failed its schema with nothing to say why.
      if (typeof params.tagValue !== 'string')
        return {
          pointer: at,
          message: `A ${kind} must be one of the known types, in double quotes, but it is ${actualType(params.tagValue)}. Known types: ${known.join(', ')}.`,
        };
      const value = params.tagValue;
      return {
        pointer: at,
        message: `"${excerpt(value)}" is not a ${kind}.${didYouMean(value, known)} Known types: ${known.join(', ')}.`,
      };
    }
    case 'type':
      return {
        pointer,
        message: `${name} should be ${String(params.type)
          .split(',')
          .map((t) => typeWords[t] ?? t)
          .join(' or ')}, but it is ${actualType(error.data)}.`,
      };
    case 'enum': {
      const allowed = params.allowedValues as unknown[];
      const hint = typeof error.data === 'string' ? didYouMean(error.data, allowed.map(String)) : '';
      return { pointer, message: `${actualType(error.data)} is not allowed for ${name}.${hint} Allowed: ${quoteList(allowed)}.` };
    }
    case 'const':
      return { pointer, message: `${name} must be ${JSON.stringify(params.allowedValue)}.` };
    case 'pattern':
      // A blank text is told it is blank, whatever else its pattern asks (a keyphrase is also one line).
      if (params.pattern === wordsPattern || (typeof error.data === 'string' && isBlank(error.data))) {
        // An empty text gets its minLength's message instead.
        if (error.data === '') return undefined;
        return { pointer, message: blankMessage(name) };
      }
      return {
        pointer,
        message: `${actualType(error.data)} is not valid for ${name}. ${(parent.patternErrorMessage as string | undefined) ?? `It must match ${String(params.pattern)}.`}`,
      };
    case 'minLength':
      // Blanks only: the pattern's message beside it says so, and what to do.
      if (
        typeof parent.pattern === 'string' &&
        typeof error.data === 'string' &&
        error.data !== '' &&
        isBlank(error.data) &&
        !new RegExp(parent.pattern, 'u').test(error.data)
      )
        return undefined;
      return {
        pointer,
        message:
          Number(params.limit) === 1 ? `${name} must not be empty.` : `${name} is too short: at least ${String(params.limit)} characters.`,
      };
    case 'maxLength':
      return {
        pointer,
        message: `${name} is too long: ${String((error.data as string).length)} characters, at most ${String(params.limit)}.`,
      };
    case 'minItems':
      return { pointer, message: `${name} needs at least ${String(params.limit)} ${Number(params.limit) === 1 ? 'entry' : 'entries'}.` };
    case 'maxItems':
      return {
        pointer,
        message: `${name} has ${String((error.data as unknown[]).length)} entries; at most ${String(params.limit)} are allowed.`,
      };
    case 'minimum':
    case 'maximum':
      return { pointer, message: `${name} must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(params.limit)}.` };
    case 'oneOf':
    case 'anyOf':
      return { pointer, message: (parent.errorMessage as string | undefined) ?? `${name} does not match any of the allowed shapes.` };
    default:
      return { pointer, message: `${name}: ${error.message ?? 'is not valid'}.` };
  }
}

/** Turns ajv's errors into one message per real problem, in editors' words. */
export function describeErrors(errors: readonly ErrorObject[], schemas: SchemaSet, names?: FieldNamer): SchemaProblem[] {
  // Inside a failed oneOf/anyOf that carries its own errorMessage, the branch-by-branch errors are noise.
  const explained = errors
    .filter((e) => (e.keyword === 'oneOf' || e.keyword === 'anyOf') && (e.parentSchema as JsonSchema | undefined)?.errorMessage)
    .map((e) => e.instancePath);
  const problems: SchemaProblem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const insideExplained = explained.includes(error.instancePath) && /\/(oneOf|anyOf)\//.test(error.schemaPath);
    if (insideExplained || error.keyword === 'not' || error.keyword === 'if') continue;
    const problem = describe(error, schemas, names);
    if (!problem) continue;
    const id = `${problem.pointer}|${problem.key ?? ''}|${problem.message}`;
    if (!seen.has(id)) {
      seen.add(id);
      problems.push(problem);
    }
  }
  return problems;
}
