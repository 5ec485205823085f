/** Accessory categories of /shop/{category}; the products themselves live in the catalog. */
export const shopCategories = [
  { slug: 'krawatten', name: { de: 'Krawatten', en: 'Ties', fr: 'Cravates', es: 'Corbatas' } },
  { slug: 'fliegen', name: { de: 'Fliegen', en: 'Bow ties', fr: 'Nœuds papillon', es: 'Pajaritas' } },
  {
    slug: 'manschettenknoepfe',
    name: { de: 'Manschettenknöpfe', en: 'Cufflinks', fr: 'Boutons de manchette', es: 'Gemelos' },
  },
  {
    slug: 'einstecktuecher',
    name: { de: 'Einstecktücher', en: 'Pocket squares', fr: 'Pochettes', es: 'Pañuelos de bolsillo' },
  },
  {
    slug: 'kragenstaebchen',
    name: { de: 'Kragenstäbchen', en: 'Collar stays', fr: 'Baleines de col', es: 'Ballenas de cuello' },
  },
] as const

export type ShopCategorySlug = (typeof shopCategories)[number]['slug']

export function findShopCategory(slug: string) {
  return shopCategories.find((category) => category.slug === slug)
}

/** The ways to a measurement profile: /massnehmen/neu/{type}. */
export const measuringTypes = [
  {
    slug: 'koerpermasse',
    name: { de: 'Körpermaße', en: 'Body measurements', fr: 'Mensurations', es: 'Medidas corporales' },
  },
  {
    slug: 'hemdmasse',
    name: { de: 'Hemd vermessen', en: 'Measure a shirt', fr: 'Mesurer une chemise', es: 'Medir una camisa' },
  },
  {
    slug: 'standardgroessen',
    name: { de: 'Standardgröße', en: 'Standard size', fr: 'Taille standard', es: 'Talla estándar' },
  },
  {
    slug: 'empfehlung',
    name: {
      de: 'Größenempfehlung',
      en: 'Size recommendation',
      fr: 'Recommandation de taille',
      es: 'Recomendación de talla',
    },
  },
] as const

export function findMeasuringType(slug: string) {
  return measuringTypes.find((type) => type.slug === slug)
}
