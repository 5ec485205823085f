import type { ReactNode } from 'react'
import type { loadTextAround } from './text-around.server.ts'

/** The Markdown of a page around its form: heading, opening paragraphs, the form, the rest. */
export function TextAround({
  text,
  children,
}: {
  text: Omit<Awaited<ReturnType<typeof loadTextAround>>, 'meta'>
  children: ReactNode
}) {
  return (
    <article>
      <h1 className="mb-6 max-w-3xl text-[2.1rem] sm:text-5xl">{text.heading}</h1>
      {text.intro ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own Markdown, rendered without raw HTML
        <div className="prose-shop" dangerouslySetInnerHTML={{ __html: text.intro }} />
      ) : null}
      {children}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own Markdown, rendered without raw HTML */}
      <div className="prose-shop mt-12" dangerouslySetInnerHTML={{ __html: text.body }} />
    </article>
  )
}
