import fs from 'node:fs/promises'
import path from 'node:path'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { localizePath } from '#config/locale-path.ts'
import type { Locale } from '#config/locales.ts'
import { fillVariables, splitFrontMatter } from '#core/content/front-matter.ts'
import { rehypeFocusableTables } from './focusable-tables.ts'
import { rehypeLocalizeLinks } from './localize-links.ts'

const contentRoot = path.resolve('content')

export const FrontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  keywords: z.string().default(''),
  heading: z.string().optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
})
export type FrontMatter = z.infer<typeof FrontMatterSchema>

export type ContentDoc = FrontMatter & { html: string; path: string }

/**
 * Markdown to HTML; raw HTML in the source is dropped (remark-rehype default), links localised,
 * tables focusable (they scroll on phones).
 */
export async function renderMarkdown(markdown: string, locale: Locale): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeLocalizeLinks, { localize: (href: string) => localizePath(href, locale) })
    .use(rehypeFocusableTables)
    .use(rehypeStringify)
    .process(fillVariables(markdown))
  return String(file)
}

const cache = new Map<string, Promise<ContentDoc | null>>()

function isSafeSlug(slug: string) {
  return /^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(slug)
}

async function readDoc(locale: Locale, slug: string): Promise<ContentDoc | null> {
  let source: string
  try {
    source = await fs.readFile(path.join(contentRoot, locale, `${slug}.md`), 'utf8')
  } catch {
    return null
  }
  const { data, body } = splitFrontMatter(source)
  const front = FrontMatterSchema.parse(data)
  return {
    ...front,
    title: fillVariables(front.title),
    html: await renderMarkdown(body, locale),
    path: `/${slug}`,
  }
}

/** One editorial document, e.g. ('en', 'kragen/tab-kragen'); null when it does not exist. */
export function loadContent(locale: Locale, slug: string): Promise<ContentDoc | null> {
  if (!isSafeSlug(slug)) return Promise.resolve(null)
  const key = `${locale}:${slug}`
  let entry = cache.get(key)
  if (!entry) {
    entry = readDoc(locale, slug)
    // Development edits show up on reload; production keeps the parsed page.
    if (process.env.NODE_ENV === 'production') cache.set(key, entry)
  }
  return entry
}

/** Titles of several documents, for side navigation (FAQ topics, manual chapters). */
export async function loadTitles(locale: Locale, slugs: readonly string[]) {
  const docs = await Promise.all(slugs.map((slug) => loadContent(locale, slug)))
  return slugs.flatMap((slug, index) => {
    const doc = docs[index]
    return doc ? [{ path: `/${slug}`, title: doc.heading ?? doc.title }] : []
  })
}

const NewsListSchema = z.array(z.string())

/** News article ids, newest first. */
export async function listNews(locale: Locale) {
  let files: string[]
  try {
    files = NewsListSchema.parse(await fs.readdir(path.join(contentRoot, locale, 'news')))
  } catch {
    return []
  }
  const docs = await Promise.all(
    files
      .filter((file) => file.endsWith('.md'))
      .map((file) => loadContent(locale, `news/${file.replace(/\.md$/, '')}`)),
  )
  return docs
    .filter((doc): doc is ContentDoc => doc !== null)
    .map((doc) => ({
      id: doc.path.replace('/news/', ''),
      title: doc.title,
      description: doc.description,
      date: doc.date ?? '',
    }))
    .sort((a, b) => b.date.localeCompare(a.date))
}

const GlossarySchema = z.array(z.object({ term: z.string().min(1), text: z.string().min(1) }))
export type GlossaryEntry = z.infer<typeof GlossarySchema>[number] & { letter: string }

/** A–Z letter of a term: umlauts and accents fold to their base letter. */
export function glossaryLetter(term: string): string {
  const first = term
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toLowerCase()
  return /[a-z]/.test(first) ? first : '#'
}

export async function loadGlossary(locale: Locale): Promise<GlossaryEntry[]> {
  try {
    const entries = GlossarySchema.parse(
      parseYaml(await fs.readFile(path.join(contentRoot, locale, 'glossary.yaml'), 'utf8')),
    )
    return entries
      .map((entry) => ({ ...entry, letter: glossaryLetter(entry.term) }))
      .sort((a, b) => a.term.localeCompare(b.term, locale))
  } catch {
    return []
  }
}
