/**
 * Everything that names the operator: change this one file to rebrand the shop.
 * Legal pages read their company data from here, so the Impressum never drifts from the invoice.
 */
export const brand = {
  name: 'Nadel & Faden',
  providerSlug: 'nadel-und-faden',
  /** `{product}` of the specification: path segment and the word in each language. */
  product: {
    slug: 'hemd',
    word: { de: 'Hemd', en: 'shirt', fr: 'chemise', es: 'camisa' },
  },
  company: {
    legalName: 'Nadel & Faden Maßkonfektion GmbH',
    street: 'Schneidergasse 12',
    postalCode: '10178',
    city: 'Berlin',
    country: 'Deutschland',
    email: 'service@nadel-und-faden.de',
    phone: '+49 30 1234 5670',
    managingDirector: 'Johanna Maier',
    register: 'Amtsgericht Berlin-Charlottenburg, HRB 234567 B',
    vatId: 'DE312345678',
    /** Steuernummer from the tax office (§ 14 (4) UStG; BT-32 of the e-invoice). */
    taxNumber: '37/123/45678',
  },
  /**
   * When the service telephone answers (docs/shop-facts.md: Mon–Fri 9–18, Berlin time). Kept
   * outside `company`, whose string fields are the Markdown's template variables.
   */
  serviceHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
  },
  currency: 'EUR',
  defaultShareImage: '/media/share/default.jpg',
} as const
