/**
 * Coordinates of the folded-shirt preview. Every layer is a full canvas so the page can stack
 * them with plain absolute positioning. One centimetre of shirt is about 17 px.
 */
export const canvas = { width: 600, height: 720 } as const

/**
 * A local coordinate frame: shapes such as the cuff are drawn upright in their own axes and then
 * turned and moved into place; collars are drawn for the right half and mirrored for the left.
 */
export type Frame = { x: number; y: number; angle: number; mirror?: boolean }

export const identity: Frame = { x: 0, y: 0, angle: 0 }
/** Mirrors the right half of a symmetric part onto the left half. */
export const mirrored: Frame = { x: canvas.width, y: 0, angle: 0, mirror: true }

export type Point = [number, number]

export function toCanvas(frame: Frame, x: number, y: number): Point {
  const lx = frame.mirror ? -x : x
  const r = (frame.angle * Math.PI) / 180
  return [frame.x + lx * Math.cos(r) - y * Math.sin(r), frame.y + lx * Math.sin(r) + y * Math.cos(r)]
}

/** The local x on the line `y` whose canvas x is `canvasX` (where a sleeve meets the body edge). */
export function localXAt(frame: Frame, canvasX: number, y: number): number {
  const r = (frame.angle * Math.PI) / 180
  return (canvasX - frame.x + y * Math.sin(r)) / Math.cos(r)
}

const arity: Record<string, number> = { M: 2, L: 2, C: 6, Q: 4, A: 7, Z: 0 }
const round = (n: number) => String(Math.round(n * 10) / 10)

/**
 * Moves SVG path data (absolute M, L, C, Q, A, Z only: the shapes are written that way) into a
 * frame. Arcs keep their radii; mirroring flips their sweep.
 */
export function place(frame: Frame, d: string): string {
  if (frame === identity) return d
  const tokens = d.match(/[MLCQAZ]|-?\d*\.?\d+(?:e[-+]?\d+)?/gi) ?? []
  const out: string[] = []
  let command = ''
  let i = 0
  while (i < tokens.length) {
    const token = tokens[i] as string
    if (/^[a-z]$/i.test(token)) {
      command = token.toUpperCase()
      if (!(command in arity)) throw new Error(`unsupported path command ${token}`)
      i += 1
      if (command === 'Z') {
        out.push('Z')
        continue
      }
    }
    const n = arity[command] ?? 0
    const args = tokens.slice(i, i + n).map(Number)
    i += n
    if (command === 'A') {
      const [rx = 0, ry = 0, rot = 0, large = 0, sweep = 0, x = 0, y = 0] = args
      const [px, py] = toCanvas(frame, x, y)
      const rotation = frame.mirror ? -rot + frame.angle : rot + frame.angle
      out.push(
        `A${round(rx)} ${round(ry)} ${round(rotation)} ${large} ${frame.mirror ? 1 - sweep : sweep} ${round(px)} ${round(py)}`,
      )
      continue
    }
    const pairs: string[] = []
    for (let k = 0; k < args.length; k += 2) {
      const [px, py] = toCanvas(frame, args[k] ?? 0, args[k + 1] ?? 0)
      pairs.push(`${round(px)} ${round(py)}`)
    }
    out.push(`${command}${pairs.join(' ')}`)
  }
  return out.join('')
}

/** An ellipse as a closed path (two arcs), for rings and holes. */
export function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 1 ${cx + rx} ${cy}A${rx} ${ry} 0 1 1 ${cx - rx} ${cy}Z`
}

/** A point on an ellipse at `degrees` (0 = right, 90 = bottom: the y axis points down). */
export function onEllipse(cx: number, cy: number, rx: number, ry: number, degrees: number): Point {
  const t = (degrees * Math.PI) / 180
  return [cx + rx * Math.cos(t), cy + ry * Math.sin(t)]
}

export type Box = { left: number; top: number; width: number; height: number }

/**
 * A box around path data (padded, whole pixels, inside the canvas). Arc endpoints are widened by
 * their radii, which may overshoot but never cuts a bulge off.
 */
export function pathBounds(d: string, pad = 4): Box {
  const tokens = d.match(/[MLCQAZ]|-?\d*\.?\d+(?:e[-+]?\d+)?/gi) ?? []
  let minX = Number.POSITIVE_INFINITY
  let minY = Number.POSITIVE_INFINITY
  let maxX = Number.NEGATIVE_INFINITY
  let maxY = Number.NEGATIVE_INFINITY
  const add = (x: number, y: number, rx = 0, ry = 0) => {
    minX = Math.min(minX, x - rx)
    maxX = Math.max(maxX, x + rx)
    minY = Math.min(minY, y - ry)
    maxY = Math.max(maxY, y + ry)
  }
  let command = ''
  let i = 0
  while (i < tokens.length) {
    const token = tokens[i] as string
    if (/^[a-z]$/i.test(token)) {
      command = token.toUpperCase()
      i += 1
      continue
    }
    const n = arity[command] ?? 2
    const args = tokens.slice(i, i + n).map(Number)
    i += Math.max(1, n)
    if (command === 'A') add(args[5] ?? 0, args[6] ?? 0, args[0] ?? 0, args[1] ?? 0)
    else for (let k = 0; k + 1 < args.length; k += 2) add(args[k] ?? 0, args[k + 1] ?? 0)
  }
  const left = Math.max(0, Math.floor(minX - pad))
  const top = Math.max(0, Math.floor(minY - pad))
  const right = Math.min(canvas.width, Math.ceil(maxX + pad))
  const bottom = Math.min(canvas.height, Math.ceil(maxY + pad))
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) }
}
