import { formatDate, formatPrice } from '#core/format.ts'
import type { AdminLocale } from './locale.ts'

/**
 * Revenue per day as a small bar chart drawn on the server (plain SVG, no chart library and no
 * JavaScript): a list of days is all it shows, and a screen reader gets the table beside it.
 */
export function RevenueChart({
  days,
  locale,
  label,
}: {
  days: { day: string; cents: number }[]
  locale: AdminLocale
  label: string
}) {
  const width = 560
  const height = 140
  const gap = 4
  const max = Math.max(1, ...days.map((entry) => entry.cents))
  const bar = (width - gap * (days.length - 1)) / Math.max(1, days.length)
  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${width} ${height + 18}`}
        role="img"
        aria-label={label}
        className="h-auto w-full max-w-2xl"
        preserveAspectRatio="xMidYMid meet"
      >
        <line x1="0" x2={width} y1={height} y2={height} stroke="currentColor" strokeOpacity="0.25" />
        {days.map((entry, index) => {
          const barHeight = Math.round((entry.cents / max) * (height - 8))
          const x = index * (bar + gap)
          return (
            <g key={entry.day}>
              <rect
                x={x}
                y={height - barHeight}
                width={bar}
                height={Math.max(barHeight, entry.cents > 0 ? 1 : 0)}
                className="fill-thread"
              >
                <title>{`${formatDate(entry.day, locale)}: ${formatPrice(entry.cents / 100, locale)}`}</title>
              </rect>
              {index % 2 === days.length % 2 ? null : (
                <text x={x + bar / 2} y={height + 13} textAnchor="middle" fontSize="10" fill="currentColor">
                  {entry.day.slice(8, 10)}.{entry.day.slice(5, 7)}.
                </text>
              )}
            </g>
          )
        })}
      </svg>
    </figure>
  )
}
