import type { ReactNode } from 'react'

/** The heading block every page starts with: H1 and a lead paragraph in the brand's voice. */
export function PageIntro({
  title,
  lead,
  eyebrow,
  children,
}: {
  title: string
  lead?: string
  eyebrow?: string
  children?: ReactNode
}) {
  return (
    <header className="mb-8 max-w-3xl">
      {eyebrow ? (
        <p className="mb-2 text-sm font-medium uppercase tracking-[0.14em] text-thread-dark">{eyebrow}</p>
      ) : null}
      <h1 className="text-[2.1rem] sm:text-5xl">{title}</h1>
      {lead ? <p className="mt-4 text-lg text-ink-soft">{lead}</p> : null}
      {children}
    </header>
  )
}
