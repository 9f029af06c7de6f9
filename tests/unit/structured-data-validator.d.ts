// The structured-data checker ships JavaScript without types: what the tests use of it.
declare module '@adobe/structured-data-validator' {
  export interface StructuredDataIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path: unknown[];
    fieldNames?: string[];
    location?: string;
  }
  /** Checks JSON-LD (and microdata, RDFa) by type, as @marbec/web-auto-extractor reads it from a page. */
  export default class Validator {
    /** `schemaOrgJson`: schema.org's vocabulary as JSON-LD; without it only the rich-result rules are checked. */
    constructor(schemaOrgJson?: object);
    validate(data: { jsonld?: Record<string, object[]> }): Promise<StructuredDataIssue[]>;
  }
}
