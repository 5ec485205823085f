import { localizePath } from '#config/locale-path.ts'
import { type Locale, locales } from '#config/locales.ts'
import type { collarSlugs } from '#config/pages.ts'
import type { ProductWithVariants } from '#db/queries/products.ts'
import { type CatalogSnapshot, catalogText } from '../catalog/snapshot.ts'
import { foldAccents } from './query.ts'
import type { SearchKind } from './ranking.ts'

/** One row of the search index before PostgreSQL turns its texts into a tsvector. */
export type SearchDocument = {
  locale: Locale
  kind: SearchKind
  ref: string
  title: string
  summary: string
  href: string
  /** Texts by weight: A the title, B keywords and names of the thing's kind, C the body. */
  weighted: { a: string; b: string; c: string }
  /** Unaccented lower-case title and keywords, for the trigram (typo) match. */
  trigrams: string
}

/** A Markdown page or a glossary term in one language, as the app's content reader found it. */
export type ContentEntry = {
  locale: Locale
  /** Path without language prefix: '/faq/stoffe', '/glossar/b'. */
  path: string
  /** Distinguishes several entries on one page (glossary terms); the path when there is one. */
  key: string
  title: string
  description: string
  keywords: string
  /** The text without markup. */
  body: string
}

const summaryLength = 160
const bodyLength = 4_000

function shorten(text: string, length: number) {
  const clean = text.replace(/\s+/g, ' ').trim()
  return clean.length <= length ? clean : `${clean.slice(0, length - 1).replace(/\s+\S*$/, '')} …`
}

function trigramsOf(...texts: string[]) {
  return foldAccents(texts.filter(Boolean).join(' ').toLowerCase()).replace(/\s+/g, ' ').trim()
}

/** Collars (category 1) in the designer's order point to their guide page /kragen/{slug}. */
const collarPageByKey: Record<string, (typeof collarSlugs)[number]> = {
  kent: 'kent-kragen',
  cutaway: 'haifisch-kragen',
  'cutaway-wide': 'haifisch-kragen-weit',
  'button-down': 'button-down-kragen',
  'button-under': 'button-under-kragen',
  tab: 'tab-kragen',
  wing: 'frack-kragen',
  band: 'steh-kragen',
  piccadilly: 'piccadilly-kragen',
  winchester: 'winchester-kragen',
}

const collarCategoryId = 1
const cuffCategoryId = 2

/**
 * Every active fabric, accessory, collar and cuff, once per language. A part's key ('button-down',
 * 'cutaway', 'french') counts as its name in every language: customers type these names
 * whatever language the page is in.
 */
export function catalogDocuments(
  snapshot: CatalogSnapshot,
  products: readonly ProductWithVariants[],
): SearchDocument[] {
  const documents: SearchDocument[] = []
  for (const locale of locales) {
    for (const fabric of snapshot.fabrics.values()) {
      if (!fabric.active) continue
      const text = catalogText(snapshot, 'fabric', fabric.id, locale)
      const extra = Object.values(text.extra).join(' ')
      documents.push({
        locale,
        kind: 'fabric',
        ref: `fabric:${fabric.id}`,
        title: text.name,
        summary: shorten(text.description, summaryLength),
        href: localizePath(`/stoffe/${fabric.id}`, locale),
        weighted: { a: `${text.name} ${fabric.number}`, b: extra, c: text.description },
        trigrams: trigramsOf(text.name, fabric.number),
      })
    }
    for (const product of products) {
      const name = product.name[locale] || product.name.de
      const description = product.description[locale] || product.description.de
      const variants = product.variants.map((variant) => variant.name[locale] || variant.name.de).join(' ')
      documents.push({
        locale,
        kind: 'accessory',
        ref: `product:${product.slug}`,
        title: name,
        summary: shorten(description, summaryLength),
        href: localizePath(`/prod/${product.slug}`, locale),
        weighted: { a: name, b: variants, c: description },
        trigrams: trigramsOf(name),
      })
    }
    for (const categoryId of [collarCategoryId, cuffCategoryId]) {
      const category = catalogText(snapshot, 'category', categoryId, locale).name
      for (const part of snapshot.partsByCategory.get(categoryId) ?? []) {
        const text = catalogText(snapshot, 'part', part.id, locale)
        const key = part.key.replace(/-/g, ' ')
        const collarPage = categoryId === collarCategoryId ? collarPageByKey[part.key] : undefined
        const path = collarPage ? `/kragen/${collarPage}` : '/hemdendesigner'
        documents.push({
          locale,
          kind: 'part',
          ref: `part:${part.id}`,
          title: text.name,
          summary: shorten(text.description, summaryLength),
          href: localizePath(path, locale),
          weighted: { a: `${text.name} ${key}`, b: category, c: text.description },
          trigrams: trigramsOf(text.name, key, category),
        })
      }
    }
  }
  return documents
}

/** Guide pages (content, FAQ, manuals) and glossary terms. */
export function contentDocuments(entries: readonly ContentEntry[]): SearchDocument[] {
  return entries.map((entry) => ({
    locale: entry.locale,
    kind: 'guide',
    ref: `page:${entry.key}`,
    title: entry.title,
    summary: shorten(entry.description, summaryLength),
    href: localizePath(entry.path, entry.locale),
    weighted: {
      a: entry.title,
      b: `${entry.keywords} ${entry.description}`,
      c: shorten(entry.body, bodyLength),
    },
    trigrams: trigramsOf(entry.title, entry.keywords),
  }))
}
