/** Line drawing of an open shirt collar with placket and buttons: ink on paper, thread accents. */
export function CollarSketch({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 400 320"
      className={className}
      role="img"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path
        d="M40 300 C 60 200, 110 150, 150 120 L 200 150 L 250 120 C 290 150, 340 200, 360 300"
        strokeWidth="2"
      />
      <path d="M150 120 C 160 90, 180 70, 200 66 C 220 70, 240 90, 250 120" strokeWidth="2" />
      <path d="M150 120 L 128 182 L 200 150 Z" strokeWidth="2" fill="var(--color-paper)" />
      <path d="M250 120 L 272 182 L 200 150 Z" strokeWidth="2" fill="var(--color-paper)" />
      <path d="M200 150 L 200 300" strokeWidth="1.5" />
      <path
        d="M188 150 L 188 300 M 212 150 L 212 300"
        strokeWidth="1"
        strokeDasharray="3 4"
        stroke="var(--color-thread)"
      />
      {[185, 225, 265].map((y) => (
        <g key={y}>
          <circle cx="200" cy={y} r="6" strokeWidth="1.5" fill="var(--color-linen)" />
          <path d={`M197 ${y} h6 M200 ${y - 3} v6`} strokeWidth="1" stroke="var(--color-thread)" />
        </g>
      ))}
      <path
        d="M136 176 C 150 168, 170 160, 196 152"
        strokeWidth="1"
        strokeDasharray="3 4"
        stroke="var(--color-thread)"
      />
      <path
        d="M264 176 C 250 168, 230 160, 204 152"
        strokeWidth="1"
        strokeDasharray="3 4"
        stroke="var(--color-thread)"
      />
      <path d="M60 40 C 120 10, 180 30, 200 66" strokeWidth="1.2" stroke="var(--color-thread)" />
      <path d="M60 40 l -8 -14" strokeWidth="2" />
    </svg>
  )
}
