import type { PreviewLayer } from '#core/shirts/preview-layers.ts'

/**
 * The preview the server will answer, guessed from the one that shows (a click paints
 * the new part at once; the server's list replaces the guess a moment later). Layer names carry
 * the ids of the parts they show (core/shirts/preview-layers.ts), so a change swaps ids in names.
 */

/** Swaps the fabric id in the fabric layers' names. */
export function layersWithFabric(layers: PreviewLayer[], from: number, to: number): PreviewLayer[] {
  return layers.map(([name, folder, z, opacity]) =>
    folder === 'fabric' && name.endsWith(`-${from}.png`)
      ? [name.replace(new RegExp(`-${from}\\.png$`), `-${to}.png`), folder, z, opacity]
      : [name, folder, z, opacity],
  )
}

/** Where each category's part id stands in the layer names. */
const partPatterns: Record<number, (id: number) => RegExp[]> = {
  1: (id) => [new RegExp(`^(collar(?:-band)?-)${id}(?=[-.])`), new RegExp(`(-c)${id}(?=[-.])`)],
  2: (id) => [new RegExp(`^(cuff-)${id}(?=[-.])`), new RegExp(`(-k)${id}(?=[-.])`)],
  13: (id) => [new RegExp(`^(placket-)${id}(?=[-.])`), new RegExp(`(-p)${id}(?=[-.])`)],
  12: (id) => [new RegExp(`^(pocket-)${id}(?=[-.])`)],
  9: (id) => [new RegExp(`^(back-)${id}(?=[-.])`)],
  54: (id) => [new RegExp(`^()${id}(?=-p)`)],
}
/** Button layers are named by the button part alone; only their folder tells them apart. */
const onlyFolder: Record<number, string> = { 54: 'buttons' }

/** Parts that draw nothing of their own ('no pocket', 'no placket'): their layers come and go. */
const drawsNothing = new Set([60, 72])

/**
 * The layers with one part exchanged for another of the same category, or null when the change
 * adds or removes layers (the server's list is then awaited).
 */
export function layersWithPart(
  layers: PreviewLayer[],
  categoryId: number,
  from: number,
  to: number,
): PreviewLayer[] | null {
  const patterns = partPatterns[categoryId]
  if (!patterns || drawsNothing.has(from) || drawsNothing.has(to)) return null
  const regexes = patterns(from)
  return layers.map(([name, folder, z, opacity]) => {
    if (onlyFolder[categoryId] && folder !== onlyFolder[categoryId]) return [name, folder, z, opacity]
    const renamed = regexes.reduce((text, regex) => text.replace(regex, `$1${to}`), name)
    return [renamed, folder, z, opacity]
  })
}
