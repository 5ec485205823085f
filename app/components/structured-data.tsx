import { useMatches } from 'react-router'
import { type StructuredData, serializeStructuredData } from '#core/seo/structured-data.ts'

/**
 * The schema.org JSON-LD of the current page: every route's loader may return `structuredData`
 * (built by core/seo/structured-data.ts), and each item becomes one data block in <head>. A data
 * block is never executed, so the CSP's script nonce does not apply to it and the page cache
 * keeps it like any other markup.
 */
export function StructuredDataScripts() {
  const items = useMatches().flatMap(
    (match) => (match.loaderData as { structuredData?: StructuredData[] } | undefined)?.structuredData ?? [],
  )
  return items.map((item) => {
    const json = serializeStructuredData(item)
    return (
      <script
        key={json}
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element by serializeStructuredData
        dangerouslySetInnerHTML={{ __html: json }}
      />
    )
  })
}
