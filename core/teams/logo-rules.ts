import type { Locale } from '#config/locales.ts'

/**
 * A team order's logo embroidery: one picture of the company's logo, checked by its content with
 * the service photos' rules (core/feedback/images.ts: magic bytes, pixel count before decoding,
 * re-encoded without metadata), at most 2 MB, kept as a PNG of at most 512 px in the shop's
 * store (`team-logos/`, DATA_DIR or the S3 bucket) and stitched at one of the positions the
 * folded preview shows.
 */
/** The same list as db/schema/teams.ts's CHECK (logo-rules.test.ts compares them). */
export const teamLogoPositions = ['leftChest', 'rightChest'] as const
export type TeamLogoPosition = (typeof teamLogoPositions)[number]

export const teamLogoLimits = {
  maxBytes: 2 * 1024 * 1024,
  /** The stored picture's longer side. */
  maxSide: 512,
} as const

export type TeamLogoRefusal = 'NO_FILE' | 'NOT_AN_IMAGE' | 'IMAGE_TOO_LARGE'

/** The workshop's words for a position (the production sheet is German). */
export const teamLogoPositionNames: Record<TeamLogoPosition, string> = {
  leftChest: 'linke Brust',
  rightChest: 'rechte Brust',
}

/** How wide the workshop stitches a logo (its height follows the picture's proportions). */
export const teamLogoWidthCm = 8

/**
 * Where the embroidery sits on the folded preview (600×720 canvas), in percent of the picture:
 * the wearer's left chest is the viewer's right. The box is embroidery-sized, about 8 cm wide.
 */
export const teamLogoBoxes: Record<TeamLogoPosition, { left: number; top: number; width: number }> = {
  leftChest: { left: 62, top: 40, width: 12 },
  rightChest: { left: 26, top: 40, width: 12 },
}

/** The logo's address for the pages; the stored name's start changes it when a new logo comes. */
export function teamLogoUrl(teamOrderId: number, storedName: string) {
  return `/api/team/logo/${teamOrderId}.png?v=${storedName.slice(0, 8)}`
}

/** The logo embroidery as an order line lists it (order views, mail, invoice), per language. */
export const teamLogoLineTexts: Record<Locale, (position: TeamLogoPosition) => string> = {
  de: (position) => `Logo-Stickerei: ${teamLogoPositionNames[position]}`,
  en: (position) => `Logo embroidery: ${{ leftChest: 'left chest', rightChest: 'right chest' }[position]}`,
  fr: (position) =>
    `Logo brodé : ${{ leftChest: 'poitrine gauche', rightChest: 'poitrine droite' }[position]}`,
  es: (position) =>
    `Logo bordado: ${{ leftChest: 'pecho izquierdo', rightChest: 'pecho derecho' }[position]}`,
}
