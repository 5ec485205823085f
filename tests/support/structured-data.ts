import fs from 'node:fs'
import path from 'node:path'
import Validator, { type ValidationIssue } from '@adobe/structured-data-validator'

const vocabulary = JSON.parse(
  fs.readFileSync(path.resolve('tests/fixtures/schemaorg-30.0-vocabulary.json'), 'utf8'),
) as unknown

// biome-ignore lint/suspicious/noExplicitAny: JSON-LD is inspected loosely, as search engines read it
export type JsonLdItem = Record<string, any>

/** Every `<script type="application/ld+json">` of a page, parsed (a block that is no JSON throws). */
export function extractJsonLd(html: string): JsonLdItem[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as JsonLdItem,
  )
}

/**
 * Google's rich-result requirements and the schema.org vocabulary, as
 * @adobe/structured-data-validator checks them, for JSON-LD items. Returns every issue; errors are
 * what Google refuses, warnings what it recommends.
 */
export async function validateJsonLd(items: readonly JsonLdItem[]): Promise<ValidationIssue[]> {
  const jsonld: Record<string, JsonLdItem[]> = {}
  for (const item of items) {
    const type = String(item['@type'])
    jsonld[type] = [...(jsonld[type] ?? []), structuredClone(item)]
  }
  return new Validator(vocabulary).validate({ jsonld, errors: [] })
}

/** Only the issues Google refuses ('ERROR'), each as a readable line for a test's failure message. */
export async function jsonLdErrors(items: readonly JsonLdItem[]): Promise<string[]> {
  return (await validateJsonLd(items))
    .filter((issue) => issue.severity === 'ERROR')
    .map((issue) => `${issue.rootType ?? '?'}: ${issue.issueMessage}`)
}

/** Types or properties schema.org does not know (the validator reports them as warnings). */
export async function vocabularyIssues(items: readonly JsonLdItem[]): Promise<string[]> {
  return (await validateJsonLd(items))
    .filter((issue) => /schema\.org/.test(issue.issueMessage))
    .map((issue) => `${issue.rootType ?? '?'}: ${issue.issueMessage}`)
}
