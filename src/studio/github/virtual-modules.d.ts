// Modules the studio on the web's build makes from the project (src/studio/build/hosted-data.ts).
declare module 'virtual:studio-data' {
  /** The page schema for the studio's form: every schema file in one document. */
  export const pageSchema: Record<string, unknown>;
  /** Every page-level schema file by its address inside the bundle. */
  export const schemas: Record<string, Record<string, unknown>>;
  export const schemaBase: string;
  /** The pattern every link an editor writes must match. */
  export const hrefPattern: string;
  /** Each photo in the photos folder when the studio was built: its size and header. */
  export const photos: Record<string, { bytes: number; width?: number; height?: number; format?: 'jpeg' | 'png' | 'webp' }>;
}

declare module 'virtual:studio-form-validator' {
  /** react-jsonschema-form's validators for the bundled page schema with its field labels, by schema id. */
  const validators: Record<string, unknown>;
  export default validators;
  /** The root schema's function among them (the schema's hash, as the library names it). */
  export const rootKey: string;
}

declare module 'virtual:studio-quick-validators' {
  import type { Validator } from '../../core/content/host.ts';
  const validators: { validatePage: Validator; validateSite: Validator; validateCaseStudies: Validator; validateRedirect: Validator };
  export default validators;
}

declare module 'virtual:studio-validators' {
  import type { Validator } from '../../core/content/host.ts';
  const validators: { validatePage: Validator; validateSite: Validator; validateCaseStudies: Validator; validateRedirect: Validator };
  export default validators;
}
