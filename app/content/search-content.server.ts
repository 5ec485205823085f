import { locales } from '#config/locales.ts'
import { contentPaths } from '#config/pages.ts'
import type { ContentEntry } from '#core/search/documents.ts'
import { contentFingerprint, type SearchContent } from '#core/search/search.ts'
import { loadContent, loadGlossary } from './content.server.ts'

/** Pages that are no guide: the developer's test page. */
const notSearched = new Set(['test'])

function plainText(html: string) {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

async function readSearchContent(): Promise<SearchContent> {
  const entries: ContentEntry[] = []
  for (const locale of locales) {
    const docs = await Promise.all(
      contentPaths.filter((path) => !notSearched.has(path)).map((path) => loadContent(locale, path)),
    )
    for (const doc of docs) {
      if (!doc) continue
      entries.push({
        locale,
        path: doc.path,
        key: doc.path.slice(1),
        title: doc.heading ?? doc.title,
        description: doc.description,
        keywords: doc.keywords,
        body: plainText(doc.html),
      })
    }
    for (const term of await loadGlossary(locale)) {
      entries.push({
        locale,
        path: `/glossar/${term.letter === '#' ? '' : term.letter}`.replace(/\/$/, ''),
        key: `glossar:${term.term}`,
        title: term.term,
        description: term.text,
        keywords: '',
        body: term.text,
      })
    }
  }
  return { entries, fingerprint: contentFingerprint(entries) }
}

let loaded: Promise<SearchContent> | null = null

/** Every guide page and glossary term in the four languages, read once per process. */
export function searchContent(): Promise<SearchContent> {
  loaded ??= readSearchContent().catch((error: unknown) => {
    loaded = null
    throw error
  })
  return loaded
}
