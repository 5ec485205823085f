/**
 * Word mark with a needle-and-thread stroke, drawn for the shop. `wrap`: the name may break onto
 * two lines where its row has no room for it on one (the header at 320 px, WCAG 1.4.10).
 */
export function Logo({ className = '', wrap = false }: { className?: string; wrap?: boolean }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-6 w-6 shrink-0 sm:h-7 sm:w-7" fill="none">
        <path d="M6 27 L25 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <ellipse
          cx="23.6"
          cy="6.6"
          rx="1.1"
          ry="2.2"
          transform="rotate(40 23.6 6.6)"
          stroke="currentColor"
          strokeWidth="1.2"
        />
        <path
          d="M23 8 C 30 14, 12 18, 18 24 S 8 30, 4 24"
          stroke="var(--color-thread)"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
      <span
        className={`${wrap ? 'min-w-0' : 'whitespace-nowrap'} font-serif text-[1.15rem] leading-none tracking-tight sm:text-[1.35rem]`}
      >
        Nadel &amp; Faden
      </span>
    </span>
  )
}
