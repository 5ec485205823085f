import fs from 'node:fs/promises'
import path from 'node:path'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { brand } from '#config/brand.ts'
import type { Locale } from '#config/locales.ts'
import { fillVariables, splitFrontMatter } from '#core/content/front-matter.ts'
import { type Pdf, renderPdf } from './pdf.ts'

/** The part of a Markdown syntax tree the legal pages use. */
type Node = {
  type: string
  value?: string
  depth?: number
  ordered?: boolean
  start?: number | null
  children?: Node[]
}

/** The words of inline content; links keep their text (a PDF on paper cannot follow them). */
export function inlineText(node: Node): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? ''
  if (node.type === 'break') return '\n'
  return (node.children ?? []).map(inlineText).join('')
}

function block(doc: Pdf, node: Node, indent: number) {
  const x = 50 + indent
  const width = doc.page.width - 100 - indent
  switch (node.type) {
    case 'heading': {
      const size = node.depth === 1 ? 16 : node.depth === 2 ? 13 : 11
      doc.moveDown(0.6).font('Helvetica-Bold').fontSize(size).fillColor('#000')
      doc.text(inlineText(node), x, doc.y, { width })
      doc.moveDown(0.3)
      return
    }
    case 'paragraph':
      doc.font('Helvetica').fontSize(9.5).fillColor('#000').text(inlineText(node), x, doc.y, { width })
      doc.moveDown(0.5)
      return
    case 'list':
      ;(node.children ?? []).forEach((item, index) => {
        const marker = node.ordered ? `${(node.start ?? 1) + index}.` : '•'
        const y = doc.y
        doc.font('Helvetica').fontSize(9.5).text(marker, x, y, { width: 16 })
        doc.y = y
        for (const child of item.children ?? []) block(doc, child, indent + 16)
      })
      doc.moveDown(0.2)
      return
    case 'table':
      for (const [index, row] of (node.children ?? []).entries()) {
        const cells = (row.children ?? []).map(inlineText)
        doc
          .font(index === 0 ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(9)
          .text(cells.join(' – '), x, doc.y, { width })
        doc.moveDown(0.2)
      }
      doc.moveDown(0.4)
      return
    case 'blockquote':
      for (const child of node.children ?? []) block(doc, child, indent + 16)
      return
    default:
      return
  }
}

/**
 * A content page of the shop (AGB, Widerrufsbelehrung with the model form) as a PDF, in the
 * customer's language: the same Markdown the website shows, so mail and page never disagree.
 */
export async function pagePdf(
  locale: Locale,
  page: 'agb' | 'widerruf',
  /** 'Stand: 22.11.2026': which version the customer received. */
  asOf: string,
): Promise<{ title: string; bytes: Uint8Array }> {
  const source = await fs.readFile(path.resolve('content', locale, `${page}.md`), 'utf8')
  const { data, body } = splitFrontMatter(source)
  const title = fillVariables(data.heading ?? data.title ?? page)
  const tree = unified().use(remarkParse).use(remarkGfm).parse(fillVariables(body)) as unknown as Node
  const bytes = await renderPdf({ title }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text(brand.name, 50, 50)
    doc.moveDown(0.8).fontSize(16).text(title)
    doc.font('Helvetica').fontSize(8).fillColor('#555').text(asOf)
    doc.fillColor('#000').moveDown(0.6)
    for (const child of tree.children ?? []) block(doc, child, 0)
  })
  return { title, bytes }
}
