/** The arrow of a folded `<details>`: turns when it opens (the details needs `group`). */
export function FoldChevron({ className = '' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`h-5 w-5 shrink-0 transition-transform group-open:rotate-180 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  )
}
