// subset-font ships without declarations: the part of its API that subset.ts uses.
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number }
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options: {
      targetFormat: 'sfnt' | 'woff' | 'woff2'
      variationAxes?: Record<string, Axis>
      keepFeatures?: readonly string[]
    },
  ): Promise<Buffer>
}
