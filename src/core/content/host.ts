// What the content core needs from where it runs, and nothing more: how a file is named in a message,
// which files public/ and the photos folder hold, and the schema validators. Node (validate, prerender,
// the local studio: src/tooling/content/node-host.ts) answers from the disk and compiles the schemas; the
// studio on the web answers from the repository it read through GitHub's API, with validators compiled
// when the studio was built. The core itself never touches fs, path or process, so the same checks run
// in both. The host reaches the core with each source of files (see ContentSource in load.ts).
import type { ErrorObject } from 'ajv';
import type { PhotoHeader } from '../photos/dimensions.ts';

export type JsonSchema = Record<string, unknown>;

/** A validator: true or false, with ajv's errors of the last call on `errors`. */
export interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export type SchemaKind = 'validatePage' | 'validateSite' | 'validateCaseStudies' | 'validateRedirect';

/** Validators that report every error, with the schema beside each (ajv's allErrors and verbose). */
export interface SchemaSet extends Record<SchemaKind, Validator> {
  /** The address a schema object (or any object nested in it) was loaded from, for resolving its $refs. */
  baseOf: WeakMap<object, string>;
  /** Looks a schema up by absolute address (with or without a #/json/pointer fragment). */
  resolve(ref: string, base: string): JsonSchema | undefined;
  /** The schema each validator checks against, so messages can name a field as the studio's form labels it. */
  roots?: Partial<Record<SchemaKind, JsonSchema>>;
}

/** What a photo file is, as far as the checks need: missing, or its size and header. */
export type PhotoFile = { missing: true } | { missing: false; bytes: number; header: PhotoHeader | undefined };

export interface ContentHost {
  /** How problems name a file (relative to where the command runs, or to the repository). */
  displayPath(file: string): string;
  /** The schema folder (absolute), where a file's "$schema" should lead. */
  schemaDir: string;
  /** The photos folder (absolute) pages name their photos in. */
  photosDir: string;
  /** The defs schema's link pattern, which every link an editor writes must match. */
  hrefPattern: string;
  /** Whether a decoded site path names a file in `publicDir`, never through a way out of it. */
  publicFileExists(publicDir: string, sitePath: string): boolean;
  /** A photo's facts, read afresh on each call (the caller keeps them for one run). */
  readPhoto(photosDir: string, src: string): PhotoFile;
  /** Validators that only answer valid or not (and fill in defaults): most files are valid. */
  quickValidators(): Record<SchemaKind, (data: unknown) => boolean>;
  /** The full validators, for the messages of a file that failed the quick one. */
  schemas(): SchemaSet;
}
