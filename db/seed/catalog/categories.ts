import type { CategoryDef } from '../../../core/catalog/types.ts'

/** Collars may only carry these attribute ids. */
export const collarAttributeIds = [1, 2, 3, 5, 14, 19, 21, 80] as const

/**
 * Category ids the specification writes twice ('26 / 6'): requests may send the alias, the catalog
 * stores the canonical id. Resolved in code, there is no row for 26.
 */
export const categoryAliases: Readonly<Record<number, number>> = { 26: 6 }

/** The designer's categories, in the order the designer shows them (`sort`). */
export const categories: CategoryDef[] = [
  {
    id: 0,
    key: 'fabrics',
    maxParts: 1,
    selectable: true,
    name: { de: 'Stoff', en: 'Fabric', fr: 'Tissu', es: 'Tejido' },
    sort: 10,
  },
  {
    id: 1,
    key: 'collars',
    maxParts: 1,
    selectable: true,
    allowedAttributeIds: collarAttributeIds,
    name: { de: 'Kragen', en: 'Collar', fr: 'Col', es: 'Cuello' },
    sort: 20,
  },
  {
    id: 2,
    key: 'cuffs',
    maxParts: 1,
    selectable: true,
    name: { de: 'Manschetten', en: 'Cuffs', fr: 'Poignets', es: 'Puños' },
    sort: 30,
  },
  {
    id: 13,
    key: 'buttontape',
    maxParts: 1,
    selectable: true,
    name: { de: 'Knopfleiste', en: 'Placket', fr: 'Patte de boutonnage', es: 'Tapeta' },
    sort: 40,
  },
  {
    id: 12,
    key: 'pockets',
    maxParts: 1,
    selectable: true,
    name: { de: 'Brusttasche', en: 'Pocket', fr: 'Poche', es: 'Bolsillo' },
    sort: 50,
  },
  {
    id: 9,
    key: 'back',
    maxParts: 1,
    selectable: true,
    name: { de: 'Rücken', en: 'Back', fr: 'Dos', es: 'Espalda' },
    sort: 60,
  },
  {
    id: 6,
    key: 'shirt',
    maxParts: 1,
    selectable: true,
    name: { de: 'Hemd und Saum', en: 'Shirt and hem', fr: 'Chemise et bas', es: 'Camisa y bajo' },
    sort: 70,
  },
  {
    id: 11,
    key: 'shape',
    maxParts: 1,
    selectable: true,
    name: { de: 'Passform', en: 'Fit', fr: 'Coupe', es: 'Corte' },
    sort: 80,
  },
  {
    id: 54,
    key: 'buttons',
    maxParts: 1,
    selectable: true,
    name: { de: 'Knöpfe', en: 'Buttons', fr: 'Boutons', es: 'Botones' },
    sort: 90,
  },
  {
    id: 52,
    key: 'contrast-fabrics',
    maxParts: null,
    selectable: true,
    name: {
      de: 'Kontraststoffe',
      en: 'Contrast fabrics',
      fr: 'Tissus contrastants',
      es: 'Tejidos en contraste',
    },
    sort: 100,
  },
  {
    id: 53,
    key: 'yarns',
    maxParts: null,
    selectable: true,
    name: { de: 'Garnfarben', en: 'Thread colours', fr: 'Couleurs de fil', es: 'Colores de hilo' },
    sort: 110,
  },
  {
    id: 10,
    key: 'embroidery',
    maxParts: null,
    selectable: false,
    name: { de: 'Stickerei', en: 'Embroidery', fr: 'Broderie', es: 'Bordado' },
    sort: 120,
  },
  {
    id: 3,
    key: 'extras',
    maxParts: null,
    selectable: true,
    name: { de: 'Extras', en: 'Extras', fr: 'Finitions', es: 'Extras' },
    sort: 130,
  },
]
