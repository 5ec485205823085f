import type { ReactNode } from 'react'

const thread = { stroke: 'var(--color-thread)', strokeWidth: 1.2, strokeDasharray: '3 3', fill: 'none' }

/** Line drawings (ink on linen, thread stitches) per category of config/shop.ts; photos do not exist. */
const drawings: Record<string, ReactNode> = {
  krawatten: (
    <>
      <path d="M52 14 H68 L64 30 H56 Z" />
      <path d="M56 30 L47 92 L60 106 L73 92 L64 30" />
      <path d="M60 34 V98" {...thread} />
    </>
  ),
  fliegen: (
    <>
      <path d="M52 60 L22 42 Q15 60 22 78 Z" />
      <path d="M68 60 L98 42 Q105 60 98 78 Z" />
      <rect x="52" y="50" width="16" height="20" rx="3" />
      <path d="M29 52 L46 58 M29 68 L46 62 M91 52 L74 58 M91 68 L74 62" {...thread} />
    </>
  ),
  manschettenknoepfe: (
    <>
      <circle cx="42" cy="44" r="16" />
      <circle cx="42" cy="44" r="9" {...thread} />
      <path d="M42 60 V80" />
      <rect x="34" y="80" width="16" height="7" rx="3.5" />
      <circle cx="80" cy="66" r="16" />
      <circle cx="80" cy="66" r="9" {...thread} />
      <path d="M80 82 V100" />
      <rect x="72" y="100" width="16" height="7" rx="3.5" />
    </>
  ),
  einstecktuecher: (
    <>
      <path d="M34 64 L44 28 L58 64 M52 64 L68 22 L82 64" />
      <path d="M24 64 H96 V104 H24 Z" />
      <path d="M28 72 H92" {...thread} />
    </>
  ),
  kragenstaebchen: (
    <>
      <path d="M26 30 Q26 22 34 24 L92 82 L94 94 L82 92 Z" />
      <path d="M34 30 L86 84" {...thread} />
      <path d="M50 20 Q50 12 58 14 L104 60 L106 72 L94 70 Z" />
      <path d="M58 20 L98 62" {...thread} />
    </>
  ),
}

/**
 * A calm linen panel with the category's drawing: the product's picture until photos exist. With a
 * variant's colour the drawing is filled in it, so a navy tie looks navy and a burgundy one burgundy.
 */
export function AccessorySketch({
  category,
  colour = null,
  className = '',
}: {
  category: string
  colour?: string | null
  className?: string
}) {
  return (
    <div className={`flex items-center justify-center bg-linen text-ink ${className}`}>
      <svg
        viewBox="0 0 120 120"
        className="h-3/5 w-3/5"
        aria-hidden="true"
        fill={colour ?? 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        data-colour={colour ?? undefined}
      >
        {drawings[category]}
      </svg>
    </div>
  )
}
