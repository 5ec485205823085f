import type { ReactNode } from 'react'
import type { AdvisorQuestion } from '#core/advisor/style-advice.ts'

/**
 * The advisor's answers as small line drawings in the shop's style (ink strokes, thread accents):
 * one per choice, drawn on a 64×64 grid. Decorative: the choice's text is its name.
 */
const thread = 'var(--color-thread)'

const drawings: Record<string, ReactNode> = {
  // Occasion
  office: (
    <>
      <rect x="12" y="22" width="40" height="28" rx="3" />
      <path d="M25 22v-5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v5M12 33h40" />
      <path d="M30 33v4h4v-4" stroke={thread} />
    </>
  ),
  wedding: (
    <>
      <circle cx="26" cy="38" r="12" />
      <circle cx="40" cy="38" r="12" />
      <path d="M36 14l4 6 4-6M40 20v4" stroke={thread} />
    </>
  ),
  evening: (
    <>
      <path d="M16 26l14 6-14 6zM48 26l-14 6 14 6z" />
      <rect x="29" y="29" width="6" height="6" rx="1" />
      <path d="M44 10a7 7 0 1 0 6 10 6 6 0 0 1-6-10z" stroke={thread} />
    </>
  ),
  weekend: (
    <>
      <circle cx="22" cy="22" r="7" stroke={thread} />
      <path d="M22 9v3M22 32v3M9 22h3M32 22h3" stroke={thread} />
      <path d="M10 50c8-10 16-12 22-8s14 2 22-6M10 56h44" />
    </>
  ),
  // How formal
  relaxed: (
    <>
      <path d="M14 54c2-14 8-22 18-28 10 6 16 14 18 28" />
      <path d="M24 20l8 10 8-10M32 30v24" />
      <path d="M24 20l-4 10 8 2M40 20l4 10-8 2" stroke={thread} />
    </>
  ),
  smart: (
    <>
      <path d="M14 54c2-14 8-22 18-28 10 6 16 14 18 28" />
      <path d="M24 18l8 8 8-8M24 18l-4 10 12-2 12 2-4-10" />
      <path d="M32 26l-8 28M32 26l8 28" stroke={thread} />
    </>
  ),
  formal: (
    <>
      <path d="M14 54c2-14 8-22 18-28 10 6 16 14 18 28" />
      <path d="M24 18l-4 10 12-2 12 2-4-10" />
      <path d="M30 27h4l2 5-4 20-4-20z" stroke={thread} />
    </>
  ),
  // Build: one torso, narrow to broad
  slim: <path d="M24 12c-2 6-8 8-8 12l4 30h24l4-30c0-4-6-6-8-12M28 12h8" />,
  average: <path d="M22 12c-2 6-11 8-11 12l5 30h32l5-30c0-4-9-6-11-12M27 12h10" />,
  strong: <path d="M20 12c-2 6-14 8-14 12l6 30h40l6-30c0-4-12-6-14-12M26 12h12" />,
  // Season
  summer: (
    <>
      <circle cx="32" cy="32" r="10" stroke={thread} />
      <path d="M32 10v6M32 48v6M10 32h6M48 32h6M16 16l4 4M44 44l4 4M16 48l4-4M44 20l4-4" />
    </>
  ),
  'all-year': (
    <>
      <path d="M14 48c0-20 12-34 36-34 0 24-14 36-36 34z" />
      <path d="M14 48c10-10 18-18 28-26" stroke={thread} />
    </>
  ),
  winter: (
    <>
      <path d="M32 10v44M13 21l38 22M13 43l38-22" />
      <path d="M27 14l5 5 5-5M27 50l5-5 5 5" stroke={thread} />
    </>
  ),
}

/** The colour choices as swatches: the colours each one stands for. */
const swatches: Record<string, readonly string[]> = {
  white: ['#ffffff'],
  blue: ['#cddff2', '#4f7cc0', '#1f2a44'],
  pink: ['#f3d3db', '#b8323a', '#cdbadf'],
  grey: ['#d5d8dc', '#8f959c', '#161616'],
  earth: ['#dccdb0', '#7d5234', '#6f6f45'],
}

export function AnswerPicture({ question, choice }: { question: AdvisorQuestion; choice: string }) {
  if (question === 'colours') {
    const colours = swatches[choice] ?? []
    return (
      <svg viewBox="0 0 64 64" aria-hidden="true" className="h-12 w-12">
        {colours.map((colour, index) => (
          <circle
            key={colour}
            cx={colours.length === 1 ? 32 : 20 + index * 12}
            cy={colours.length === 1 ? 32 : 26 + (index % 2) * 12}
            r={colours.length === 1 ? 16 : 12}
            fill={colour}
            stroke="var(--color-ink)"
            strokeWidth="1.5"
          />
        ))}
      </svg>
    )
  }
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      className="h-12 w-12"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {drawings[choice]}
    </svg>
  )
}
