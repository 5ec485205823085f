import type { MeasureField } from '../measures/fields.ts'

/**
 * The production sheet's words. German only: the sheet is for the workshop in Berlin, whatever
 * language the customer ordered in. The measurement labels are the German message file's
 * (`measures.fields`, checked by production-sheet.test.ts), so the tailor reads what the customer read.
 */
export const sheetTexts = {
  title: 'Fertigungsblatt',
  order: 'Auftrag',
  position: (index: number, count: number) => `Pos. ${index} von ${count}`,
  quantity: (amount: number) => (amount === 1 ? '1 Stück' : `${amount} Stück`),
  packageMember: 'aus dem 7er-Paket',
  customer: 'Kunde',
  orderedOn: 'Bestellt am',
  due: 'Fertig bis',
  needBy: 'Wunschtermin',
  fabric: 'Stoff',
  shelf: 'Regal',
  noShelf: '—',
  weight: (gsm: number) => `${gsm} g/m²`,
  fit: 'Passform',
  parts: 'Schnitt und Details',
  monogram: 'Monogramm',
  noMonogram: 'Kein Monogramm',
  monogramFont: 'Schrift',
  monogramColour: 'Garn',
  monogramPosition: 'Position',
  measures: 'Maße',
  profile: 'Maßprofil',
  noProfile: 'Kein Maßprofil hinterlegt: vor dem Zuschnitt beim Kunden anfragen.',
  kind: { body: 'am Körper gemessen', shirt: 'an einem passenden Hemd gemessen' },
  columns: { field: 'Maß', body: 'Körper', ease: 'Zugabe', shirt: 'Fertigmaß' },
  preview: 'Ansicht',
  note: 'Hinweis des Kunden',
  printed: 'Gedruckt',
  empty: 'Keine Aufträge in Fertigung.',
  fields: {
    size_neck: 'Halsumfang',
    size_shoulder: 'Schulterbreite',
    size_sleevelength: 'Ärmellänge rechts',
    size_sleevelength_2: 'Ärmellänge links',
    size_sleevelength_short: 'Ärmellänge Kurzarm',
    size_chest: 'Brustumfang',
    size_tail: 'Taillenumfang',
    size_hips: 'Hüftumfang',
    size_shirtlength: 'Hemdlänge',
    size_weight: 'Gewicht',
    size_height: 'Körpergröße',
    size_wrist_1: 'Handgelenk rechts',
    size_wrist_2: 'Handgelenk links',
    size_biceps: 'Oberarm (Bizeps)',
  } satisfies Record<MeasureField, string>,
}
