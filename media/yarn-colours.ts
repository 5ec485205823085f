/**
 * The sixteen yarn colours (attribute values 300–315, docs/catalog-ids.md). The seed carries the
 * same hex values; the renderer keeps its own table so a layer name alone decides its pixels.
 */
export const yarnColours: Readonly<Record<number, { key: string; hex: string }>> = {
  300: { key: 'white', hex: '#f7f6f2' },
  301: { key: 'ecru', hex: '#e8dcc2' },
  302: { key: 'light-grey', hex: '#c4c6c8' },
  303: { key: 'dark-grey', hex: '#5c6066' },
  304: { key: 'black', hex: '#1b1b1d' },
  305: { key: 'navy', hex: '#1f2a4a' },
  306: { key: 'royal-blue', hex: '#2c4fb0' },
  307: { key: 'light-blue', hex: '#8fb6de' },
  308: { key: 'bordeaux', hex: '#6e1a2b' },
  309: { key: 'red', hex: '#c0262d' },
  310: { key: 'pink', hex: '#e79cb4' },
  311: { key: 'green', hex: '#2f7a4a' },
  312: { key: 'yellow', hex: '#e9c23a' },
  313: { key: 'orange', hex: '#e0752b' },
  314: { key: 'purple', hex: '#6a3d8f' },
  315: { key: 'brown', hex: '#6b4630' },
}

export function yarnHex(valueId: number): string | null {
  return yarnColours[valueId]?.hex ?? null
}
