import type {
  Answer,
  BreadcrumbList,
  ClothingStore,
  FAQPage,
  ItemAvailability,
  Offer,
  Organization,
  PostalAddress,
  Product,
  Question,
  Thing,
  WithContext,
} from 'schema-dts'
import { brand } from '#config/brand.ts'
import { localizePath } from '#config/locale-path.ts'
import { type Locale, localeSettings } from '#config/locales.ts'
import { accessoryPicturePath } from '../catalog/accessory-drawing.ts'
import type { ProductView } from '../catalog/product-views.ts'

/**
 * schema.org JSON-LD of the storefront (what search engines show as price, availability,
 * breadcrumbs, the workshop and FAQ answers). Every builder is pure: the page's loader hands in
 * what the page shows, already in the page's language, and the canonical origin that buildMeta
 * uses for the canonical link (app/lib/seo.ts). Paths are German paths without a language prefix;
 * the builders add the prefix of `locale`.
 */
export type StructuredData = WithContext<Thing>

type Place = { origin: string; locale: Locale }

const context = 'https://schema.org' as const

/** The absolute address of a page in the page's language. */
export function pageAddress(place: Place, path: string): string {
  return `${place.origin}${localizePath(path, place.locale)}`
}

/** An address the shop serves from its own origin ('/media/…') made absolute; absolute ones stay. */
function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`
}

/** Euros as schema.org wants a price: a dot and two decimals, no currency sign. */
export function schemaPrice(euros: number): string {
  return euros.toFixed(2)
}

export function schemaAvailability(inStock: boolean): ItemAvailability {
  return inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock'
}

export type OfferInput = {
  /** Gross price in euros, as the page shows it. */
  price: number
  inStock: boolean
  /** A variant's name; a product without variants has one unnamed offer. */
  name?: string
}

export type ProductInput = {
  name: string
  description: string
  /** German path of the product's page, e.g. '/prod/seidenkrawatte-navy' or '/stoffe/12'. */
  path: string
  /** The product's pictures, absolute or from the shop's origin. */
  images: readonly string[]
  offers: readonly OfferInput[]
  sku?: string
  material?: string
  pattern?: string
  category?: string
}

/**
 * `Product` with one `Offer` per thing the page sells: per variant for an accessory with variants,
 * else one. Price and availability are exactly the page's (the same view, the same stock rule).
 */
export function productData(place: Place, input: ProductInput): WithContext<Product> {
  const url = pageAddress(place, input.path)
  const offers: Offer[] = input.offers.map((offer) => ({
    '@type': 'Offer',
    ...(offer.name ? { name: offer.name } : {}),
    price: schemaPrice(offer.price),
    priceCurrency: brand.currency,
    availability: schemaAvailability(offer.inStock),
    itemCondition: 'https://schema.org/NewCondition',
    url,
    seller: { '@type': 'Organization', name: brand.name, '@id': organizationId(place.origin) },
  }))
  return {
    '@context': context,
    '@type': 'Product',
    name: input.name,
    description: input.description,
    url,
    ...(input.images.length ? { image: input.images.map((image) => absolute(place.origin, image)) } : {}),
    ...(input.sku ? { sku: input.sku } : {}),
    ...(input.material ? { material: input.material } : {}),
    ...(input.pattern ? { pattern: input.pattern } : {}),
    ...(input.category ? { category: input.category } : {}),
    offers: offers.length === 1 ? offers[0] : offers,
  }
}

/**
 * An accessory of /prod/{product} as the page shows it (core/catalog/product-views.ts): one offer
 * per variant at the price and with the stock its choice shows (a sold-out variant is refused on
 * the page and OutOfStock here), or one offer for a product without variants. Its pictures are the
 * photo the page shows, or else the drawing in each variant's colour, the first variant in stock
 * first (the one the page opens with).
 */
export function accessoryProductData(place: Place, product: ProductView): WithContext<Product> {
  const variants = [...product.variants].sort((a, b) => Number(b.inStock) - Number(a.inStock))
  const colours = variants.length ? variants.map((variant) => variant.colour) : [null]
  return productData(place, {
    name: product.name,
    description: product.description,
    path: `/prod/${product.slug}`,
    images: product.photo
      ? [product.photo]
      : [...new Set(colours.map((colour) => accessoryPicturePath(product.category.slug, colour)))],
    category: product.category.name,
    offers: product.variants.length
      ? product.variants.map((variant) => ({
          name: variant.name,
          price: variant.priceBrutto,
          inStock: variant.inStock,
        }))
      : [{ price: product.priceBrutto, inStock: product.inStock }],
  })
}

export type FabricInput = {
  fabricId: number
  number: string
  name: string
  composition: string
  image: string
  /** The page's 'shirt from' price: a shirt in this fabric without surcharged options. */
  priceBrutto: number
  /** The page's rule: can a shirt still be cut from the bolt (core/catalog/stock.ts)? */
  inStock: boolean
}

/**
 * A fabric of /stoffe/{id}. A fabric is not sold by the metre: it is sold as a made-to-measure
 * shirt cut from it. So the Product is the fabric and its one Offer is that shirt at the price the
 * page states ('Hemd ab …': the fabric's price group, no surcharged options, what a shirt in it
 * costs at least and what it costs as the designer starts it), available while a shirt can still
 * be cut from the bolt (the page's 'sold out' rule).
 */
export function fabricProductData(
  place: Place,
  fabric: FabricInput,
  text: { description: string; pattern: string; category: string },
): WithContext<Product> {
  return productData(place, {
    name: fabric.name,
    description: text.description,
    path: `/stoffe/${fabric.fabricId}`,
    images: [fabric.image],
    sku: fabric.number,
    material: fabric.composition,
    pattern: text.pattern,
    category: text.category,
    offers: [{ price: fabric.priceBrutto, inStock: fabric.inStock }],
  })
}

export type TrailStep = { name: string; path: string }

/**
 * `BreadcrumbList` of a page's trail, first step first: the breadcrumb the page shows, or its
 * place in the navigation. Every step carries its address, the last one the page itself.
 */
export function breadcrumbData(place: Place, trail: readonly TrailStep[]): WithContext<BreadcrumbList> {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: pageAddress(place, step.path),
    })),
  }
}

/** The home page as the first step of a trail: the shop's name, in the page's language's address. */
export const homeStep: TrailStep = { name: brand.name, path: '/' }

function organizationId(origin: string) {
  return `${origin}/#organization`
}

function postalAddress(): PostalAddress {
  const { company } = brand
  return {
    '@type': 'PostalAddress',
    streetAddress: company.street,
    postalCode: company.postalCode,
    addressLocality: company.city,
    // The country as ISO 3166 code, as Google asks; the config's name is German prose.
    addressCountry: 'DE',
  }
}

function serviceContact(description: string) {
  return {
    '@type': 'ContactPoint' as const,
    contactType: description,
    telephone: brand.company.phone,
    email: brand.company.email,
    hoursAvailable: {
      '@type': 'OpeningHoursSpecification' as const,
      dayOfWeek: brand.serviceHours.days.map((day) => `https://schema.org/${day}` as const),
      opens: brand.serviceHours.opens,
      closes: brand.serviceHours.closes,
    },
  }
}

/**
 * The company (`Organization`) and its Berlin workshop (`ClothingStore`, a `LocalBusiness`), for
 * the home page: every fact from config/brand.ts. The hours are the service telephone's (the only
 * hours the shop states); no visiting hours or coordinates are claimed.
 */
export function businessData(
  place: Place,
  text: { description: string; workshopName: string; serviceContact: string },
): [WithContext<Organization>, WithContext<ClothingStore>] {
  const { company } = brand
  const home = pageAddress(place, '/')
  const contact = serviceContact(text.serviceContact)
  return [
    {
      '@context': context,
      '@type': 'Organization',
      '@id': organizationId(place.origin),
      name: brand.name,
      legalName: company.legalName,
      url: home,
      description: text.description,
      email: company.email,
      telephone: company.phone,
      vatID: company.vatId,
      address: postalAddress(),
      contactPoint: contact,
    },
    {
      '@context': context,
      '@type': 'ClothingStore',
      '@id': `${place.origin}/#workshop`,
      name: text.workshopName,
      description: text.description,
      url: home,
      image: absolute(place.origin, brand.defaultShareImage),
      email: company.email,
      telephone: company.phone,
      address: postalAddress(),
      currenciesAccepted: brand.currency,
      parentOrganization: { '@id': organizationId(place.origin) },
      contactPoint: contact,
    },
  ]
}

export type FaqEntry = { question: string; answer: string }

/** `FAQPage` of the questions a FAQ page shows, each with its answer as the page words it. */
export function faqData(place: Place, entries: readonly FaqEntry[]): WithContext<FAQPage> {
  return {
    '@context': context,
    '@type': 'FAQPage',
    inLanguage: localeSettings[place.locale].iso,
    mainEntity: entries.map(
      (entry): Question => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer } satisfies Answer,
      }),
    ),
  }
}

/** The tags Google keeps in a FAQ answer; every other tag is dropped, its text kept. */
const answerTags = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'ol',
  'ul',
  'li',
  'a',
  'p',
  'div',
  'b',
  'strong',
  'i',
  'em',
])

function answerHtml(origin: string, html: string): string {
  return html
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g, (tag, name: string) => {
      const lower = name.toLowerCase()
      if (!answerTags.has(lower)) return ''
      if (tag.startsWith('</')) return `</${lower}>`
      if (lower !== 'a') return `<${lower}>`
      // Links keep only their address, made absolute (the answer is read outside the page).
      const href = /\bhref="([^"]*)"/.exec(tag)?.[1]
      return href ? `<a href="${href.startsWith('/') ? `${origin}${href}` : href}">` : '<a>'
    })
    .replace(/\n+/g, ' ')
    .trim()
}

function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim()
}

/**
 * The questions of a rendered FAQ page (content/{locale}/faq/*.md): each third-level heading is a
 * question, everything up to the next heading of level 2 or 3 its answer.
 */
export function faqEntriesFromHtml(origin: string, html: string): FaqEntry[] {
  const parts = html.split(/(<h[23][^>]*>[\s\S]*?<\/h[23]>)/)
  const entries: FaqEntry[] = []
  for (let index = 1; index < parts.length; index += 2) {
    const heading = parts[index] ?? ''
    if (!heading.startsWith('<h3')) continue
    const question = htmlText(heading)
    const answer = answerHtml(origin, parts[index + 1] ?? '')
    if (question && htmlText(answer)) entries.push({ question, answer })
  }
  return entries
}

/**
 * The text of a `<script type="application/ld+json">`: JSON with `<`, `>`, `&` and the two line
 * separators escaped, so no value (a product named '</script>…') can end the script or open markup.
 */
export function serializeStructuredData(data: StructuredData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
