/** Small colour maths shared by the fabric sample and the preview layers (sRGB, 0–255). */
export type Rgb = [number, number, number]

const hexPattern = /^#?([0-9a-f]{6})$/i

/** Parses '#rrggbb'; anything else falls back so a bad catalog entry cannot break rendering. */
export function parseHex(hex: string | undefined, fallback: Rgb = [128, 128, 128]): Rgb {
  const match = hex ? hexPattern.exec(hex.trim()) : null
  if (!match?.[1]) return fallback
  const n = Number.parseInt(match[1], 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export function toHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0')
  return `#${part(r)}${part(g)}${part(b)}`
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

/** Relative luminance 0..1 (good enough to pick light or dark accents). */
export function luminance([r, g, b]: Rgb): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

export function darken(c: Rgb, amount: number): Rgb {
  return mix(c, [0, 0, 0], amount)
}

export function lighten(c: Rgb, amount: number): Rgb {
  return mix(c, [255, 255, 255], amount)
}
