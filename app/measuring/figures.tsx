import type { ReactNode } from 'react'
import type { MeasureField, ProfileKind } from '#core/measures/fields.ts'

/**
 * Line drawings of the measuring steps (the brand's look: ink on paper, thread accents): a figure seen
 * from the front for body measurements, a shirt laid flat for shirt measurements. The tape of the
 * current step is drawn in thread colour; the step's text carries the meaning, so the drawing is
 * decorative for screen readers.
 *
 * 'Right' and 'left' are the wearer's: in a front view the wearer's right arm is on the viewer's left.
 */

const tape = {
  stroke: 'var(--color-thread)',
  strokeWidth: 3.5,
  strokeLinecap: 'round' as const,
  fill: 'none',
}
const behind = { ...tape, strokeWidth: 2, strokeDasharray: '4 4' }

/** A tape around the body: the front half solid, the back half dashed. */
function Around({ cx, cy, rx, ry }: { cx: number; cy: number; rx: number; ry: number }) {
  return (
    <g data-tape="">
      <path d={`M${cx - rx} ${cy} A${rx} ${ry} 0 0 1 ${cx + rx} ${cy}`} {...behind} />
      <path d={`M${cx - rx} ${cy} A${rx} ${ry} 0 0 0 ${cx + rx} ${cy}`} {...tape} />
    </g>
  )
}

/** A tape along a line with end marks. */
function Along({ d, dashed = false }: { d: string; dashed?: boolean }) {
  return <path data-tape="" d={d} {...(dashed ? { ...tape, strokeDasharray: '7 5' } : tape)} />
}

function End({ x, y }: { x: number; y: number }) {
  return <circle cx={x} cy={y} r="3.5" fill="var(--color-thread)" />
}

const mirror = (x: number) => 240 - x

// Half a standing figure (the wearer's right side, on the viewer's left), mirrored for the other half.
const bodyHalf =
  'M111 58 L111 76 C100 80 82 84 70 90 C62 94 58 104 57 120 L52 190 L48 258 C46 272 52 284 58 283 ' +
  'C64 282 65 270 62 258 L66 192 L74 142 L78 134 L82 200 C80 222 76 236 76 252 L80 300 L86 402 ' +
  'L112 402 L116 300 L120 288'

function bodyTape(field: MeasureField): ReactNode {
  switch (field) {
    case 'size_neck':
      return <Around cx={120} cy={69} rx={11} ry={3.5} />
    case 'size_chest':
      return <Around cx={120} cy={140} rx={44} ry={7} />
    case 'size_tail':
      return <Around cx={120} cy={198} rx={39} ry={6} />
    case 'size_hips':
      return <Around cx={120} cy={252} rx={45} ry={7} />
    case 'size_biceps':
      return <Around cx={65} cy={140} rx={11} ry={3.5} />
    case 'size_wrist_1':
      return <Around cx={55} cy={254} rx={8.5} ry={3} />
    case 'size_wrist_2':
      return <Around cx={mirror(55)} cy={254} rx={8.5} ry={3} />
    case 'size_shoulder':
      return (
        <>
          <Along d="M70 90 C95 80 145 80 170 90" dashed />
          <End x={70} y={90} />
          <End x={170} y={90} />
        </>
      )
    case 'size_sleevelength':
      return (
        <>
          <Along d="M67 87 L52 120 L46 190 L42 258" />
          <End x={67} y={87} />
          <End x={42} y={258} />
        </>
      )
    case 'size_sleevelength_2':
      return (
        <>
          <Along d={`M${mirror(67)} 87 L${mirror(52)} 120 L${mirror(46)} 190 L${mirror(42)} 258`} />
          <End x={mirror(67)} y={87} />
          <End x={mirror(42)} y={258} />
        </>
      )
    case 'size_sleevelength_short':
      return (
        <>
          <Along d="M67 87 L52 120 L50 152" />
          <End x={67} y={87} />
          <End x={50} y={152} />
        </>
      )
    case 'size_shirtlength':
      return (
        <>
          <Along d="M120 78 L120 290" dashed />
          <End x={120} y={78} />
          <End x={120} y={290} />
        </>
      )
    case 'size_height':
      return (
        <>
          <path d="M120 16 H222 M112 402 H222" stroke="var(--color-chalk)" strokeWidth="1.5" />
          <Along d="M222 16 L222 402" />
          <path d="M214 24 L222 16 L230 24 M214 394 L222 402 L230 394" {...tape} strokeWidth={2.5} />
        </>
      )
    case 'size_weight':
      return (
        <g data-tape="">
          <rect x="68" y="404" width="104" height="12" rx="4" {...tape} fill="var(--color-linen)" />
          <path d="M112 410 H128" {...tape} strokeWidth={2} />
        </g>
      )
  }
}

function BodyFigure({ field }: { field: MeasureField }) {
  return (
    <svg
      viewBox="0 0 240 420"
      className="h-full w-full"
      aria-hidden="true"
      fill="none"
      stroke="var(--color-ink)"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-figure="body"
      data-field={field}
    >
      <circle cx="120" cy="37" r="21" strokeWidth="2" fill="var(--color-paper)" />
      <path d={bodyHalf} strokeWidth="2" />
      <path d={bodyHalf} strokeWidth="2" transform="translate(240 0) scale(-1 1)" />
      <path d="M111 76 C115 82 125 82 129 76" strokeWidth="1.2" stroke="var(--color-chalk)" />
      {bodyTape(field)}
    </svg>
  )
}

// Half a shirt laid flat, front up (the wearer's right sleeve on the viewer's left).
const shirtHalf =
  'M160 44 L140 36 L128 44 L88 56 L40 200 L34 222 L60 230 L66 210 L100 112 L104 196 L100 276 ' +
  'C120 286 140 288 160 288'

function shirtTape(field: MeasureField): ReactNode {
  const line = (x1: number, y1: number, x2: number, y2: number, dashed = false) => (
    <>
      <Along d={`M${x1} ${y1} L${x2} ${y2}`} dashed={dashed} />
      <End x={x1} y={y1} />
      <End x={x2} y={y2} />
    </>
  )
  switch (field) {
    case 'size_neck':
      return (
        <>
          <rect x="92" y="6" width="136" height="14" rx="3" fill="var(--color-paper)" strokeWidth="1.5" />
          <circle cx="101" cy="13" r="3.5" strokeWidth="1.2" />
          <path d="M213 13 H223" strokeWidth="1.5" />
          {line(101, 13, 223, 13)}
        </>
      )
    case 'size_shoulder':
      return line(88, 52, 232, 52)
    case 'size_chest':
      return line(100, 114, 220, 114)
    case 'size_tail':
      return line(104, 196, 216, 196)
    case 'size_hips':
      return line(100, 272, 220, 272)
    case 'size_sleevelength':
      return line(86, 50, 31, 222)
    case 'size_sleevelength_2':
      return line(320 - 86, 50, 320 - 31, 222)
    case 'size_sleevelength_short':
      return line(86, 50, 68, 104)
    case 'size_biceps':
      return line(100, 112, 73, 103)
    case 'size_wrist_1':
      return line(37, 214, 63, 222)
    case 'size_wrist_2':
      return line(320 - 37, 214, 320 - 63, 222)
    case 'size_shirtlength':
      return line(176, 42, 176, 287, true)
    default:
      return null
  }
}

function ShirtFigure({ field }: { field: MeasureField }) {
  return (
    <svg
      viewBox="0 0 320 300"
      className="h-full w-full"
      aria-hidden="true"
      fill="none"
      stroke="var(--color-ink)"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-figure="shirt"
      data-field={field}
    >
      <path d={shirtHalf} strokeWidth="2" fill="var(--color-paper)" />
      <path
        d={shirtHalf}
        strokeWidth="2"
        fill="var(--color-paper)"
        transform="translate(320 0) scale(-1 1)"
      />
      <path d="M140 36 L148 66 L160 46 L172 66 L180 36" strokeWidth="1.8" fill="var(--color-linen)" />
      <path d="M160 46 V288" strokeWidth="1.2" />
      <path d="M40 200 L66 210 M280 200 L254 210" strokeWidth="1.2" />
      {[84, 124, 164, 204, 244].map((y) => (
        <circle key={y} cx="160" cy={y} r="3" strokeWidth="1.2" fill="var(--color-linen)" />
      ))}
      {shirtTape(field)}
    </svg>
  )
}

/** The drawing of one step: height and weight always on the figure, the rest by profile kind. */
export function MeasureFigure({
  field,
  kind,
  className = 'mx-auto aspect-[4/5] w-full max-w-[15rem] sm:max-w-xs',
}: {
  field: MeasureField
  kind: ProfileKind
  className?: string
}) {
  const onBody = kind === 'body' || field === 'size_height' || field === 'size_weight'
  return (
    <div className={className}>{onBody ? <BodyFigure field={field} /> : <ShirtFigure field={field} />}</div>
  )
}
