// @adobe/structured-data-validator ships no types: the part the tests use.
declare module '@adobe/structured-data-validator' {
  export type ValidationIssue = {
    issueMessage: string
    severity: 'ERROR' | 'WARNING'
    rootType?: string
    fieldNames?: string[]
    path?: unknown[]
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown)
    /** The extractor's shape (@marbec/web-auto-extractor): items per format and root type. */
    validate(data: { jsonld?: Record<string, unknown[]>; errors?: unknown[] }): Promise<ValidationIssue[]>
  }
}
