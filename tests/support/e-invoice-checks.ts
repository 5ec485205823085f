import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

/**
 * The official checks of an e-invoice, run here: the CII XSD (D16B, uncoupled code lists) with
 * xmllint, and the EN 16931 Schematron rules as CEN's published XSLT, compiled once to SEF with
 * xslt3 and run with saxon-js (tests/fixtures/einvoice/README.md says where the files come from).
 */
const require = createRequire(import.meta.url)
const SaxonJS = require('saxon-js') as {
  transform(
    options: { stylesheetFileName: string; sourceText: string; destination: 'serialized' },
    mode: 'sync',
  ): { principalResult: string }
}

const fixtures = path.resolve(import.meta.dirname, '../fixtures/einvoice')
const xsd = path.join(fixtures, 'cii-xsd', 'CrossIndustryInvoice_100pD16B.xsd')
const xslt = path.join(fixtures, 'EN16931-CII-validation.xslt')

/** The compiled rules, cached under the temp folder by the XSLT's hash (compiling takes a while). */
export function compiledSchematron(): string {
  const hash = createHash('sha256').update(fs.readFileSync(xslt)).digest('hex').slice(0, 16)
  const cache = path.join(os.tmpdir(), 'nf-einvoice-sef')
  fs.mkdirSync(cache, { recursive: true })
  const sef = path.join(cache, `EN16931-CII-validation-${hash}.sef.json`)
  if (!fs.existsSync(sef)) {
    const building = `${sef}.${process.pid}.tmp`
    execFileSync(
      process.execPath,
      [require.resolve('xslt3/xslt3.js'), `-xsl:${xslt}`, `-export:${building}`, '-nogo'],
      {
        stdio: 'pipe',
      },
    )
    fs.renameSync(building, sef)
  }
  return sef
}

/** The rules an XML breaks: fatal ones (the invoice is invalid) and warnings, by rule id. */
export function schematronFindings(sef: string, xml: string): { fatal: string[]; warnings: string[] } {
  const svrl = SaxonJS.transform(
    { stylesheetFileName: sef, sourceText: xml, destination: 'serialized' },
    'sync',
  ).principalResult
  const fatal: string[] = []
  const warnings: string[] = []
  for (const assert of svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)) {
    const attributes = assert[1] ?? ''
    const id = /\bid="([^"]*)"/.exec(attributes)?.[1] ?? '?'
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(assert[2] ?? '')?.[1]?.trim() ?? ''
    ;(/\bflag="fatal"/.test(attributes) ? fatal : warnings).push(`${id}: ${text}`)
  }
  return { fatal, warnings }
}

/** xmllint against the CII XSD: null when valid, else what it said. */
export function xsdProblems(xml: string): string | null {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-einvoice-xsd-'))
  const file = path.join(folder, 'invoice.xml')
  fs.writeFileSync(file, xml)
  const run = spawnSync('xmllint', ['--noout', '--schema', xsd, file], { encoding: 'utf8' })
  fs.rmSync(folder, { recursive: true, force: true })
  return run.status === 0 ? null : `${run.stderr}${run.error ? String(run.error) : ''}`
}

/** The texts of every element `ram:<tag>` in document order. */
export function ramValues(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<ram:${tag}(?:\\s[^>]*)?>([^<]*)</ram:${tag}>`, 'g'))].map(
    (match) => match[1] ?? '',
  )
}

/** The XML's amount as cents. */
export const xmlCents = (value: string | undefined) => Math.round(Number(value ?? 'NaN') * 100)

/** The document's own number (BT-1), not the context's profile ids before it. */
export const documentNumber = (xml: string) => /<rsm:ExchangedDocument>\s*<ram:ID>([^<]*)</.exec(xml)?.[1]
