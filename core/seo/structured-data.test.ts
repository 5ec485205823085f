import { describe, expect, it } from 'vitest'
import { brand } from '#config/brand.ts'
import { jsonLdErrors, vocabularyIssues } from '../../tests/support/structured-data.ts'
import type { ProductView } from '../catalog/product-views.ts'
import {
  accessoryProductData,
  breadcrumbData,
  businessData,
  fabricProductData,
  faqData,
  faqEntriesFromHtml,
  homeStep,
  productData,
  schemaPrice,
  serializeStructuredData,
} from './structured-data.ts'

const origin = 'https://shop.example'
const en = { origin, locale: 'en' as const }
const de = { origin, locale: 'de' as const }

const tie = {
  name: 'Silk tie',
  description: 'Woven silk, hand-rolled.',
  path: '/prod/seidenkrawatte',
  images: ['/media/products/seidenkrawatte.jpg'],
  offers: [
    { name: 'Navy', price: 49.9, inStock: true },
    { name: 'Burgundy', price: 54, inStock: false },
  ],
}

describe('productData', () => {
  it('carries one offer per variant with its price, currency, stock and the page in the language', () => {
    const data = productData(en, tie)
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Silk tie',
      url: 'https://shop.example/en/prod/seidenkrawatte',
      image: ['https://shop.example/media/products/seidenkrawatte.jpg'],
      offers: [
        {
          '@type': 'Offer',
          name: 'Navy',
          price: '49.90',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
          url: 'https://shop.example/en/prod/seidenkrawatte',
        },
        { name: 'Burgundy', price: '54.00', availability: 'https://schema.org/OutOfStock' },
      ],
    })
  })

  it('has a single offer object for a product without variants, German without a prefix', () => {
    const data = productData(de, { ...tie, offers: [{ price: 79, inStock: true }] })
    expect(data.url).toBe('https://shop.example/prod/seidenkrawatte')
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: '79.00' })
    expect(data.offers).not.toHaveProperty('name')
  })

  it.each([
    [79, '79.00'],
    [49.9, '49.90'],
    [0.5, '0.50'],
    [119, '119.00'],
  ])('writes %s € as %s', (euros, text) => {
    expect(schemaPrice(euros)).toBe(text)
  })

  it('passes the validator without errors or unknown properties', async () => {
    const data = productData(en, { ...tie, sku: 'N-1001', material: '100% cotton', pattern: 'Plain' })
    expect(await jsonLdErrors([data])).toEqual([])
    expect(await vocabularyIssues([data])).toEqual([])
  })

  it('fails the validator when the merchant listing has no picture (the check is live)', async () => {
    expect(await jsonLdErrors([productData(en, { ...tie, images: [] })])).toContainEqual(
      expect.stringContaining('"image" is missing'),
    )
  })
})

describe('accessoryProductData', () => {
  const variant = (
    variantId: number,
    name: string,
    priceBrutto: number,
    inStock: boolean,
    colour: string,
  ) => ({
    variantId,
    name,
    inStock,
    colour,
    priceBrutto,
    priceNetto: 0,
    priceText: '',
  })
  const bowTie: ProductView = {
    productId: 3,
    slug: 'fliege-seide',
    category: { slug: 'fliegen', name: 'Bow ties' },
    name: 'Self-tie bow tie',
    description: 'Silk satin.',
    priceBrutto: 39,
    priceNetto: 32.77,
    priceText: '39,00',
    priceFrom: true,
    inStock: true,
    variants: [variant(8, 'Burgundy', 39, false, '#6d1f2f'), variant(6, 'Black', 44, true, '#1b1b1d')],
    photo: null,
  }

  it('offers each variant at its price and stock, the picture of the first in stock first', () => {
    expect(accessoryProductData(en, bowTie)).toMatchObject({
      url: 'https://shop.example/en/prod/fliege-seide',
      image: [
        'https://shop.example/media/accessories/fliegen-1b1b1d.png',
        'https://shop.example/media/accessories/fliegen-6d1f2f.png',
      ],
      offers: [
        { name: 'Burgundy', price: '39.00', availability: 'https://schema.org/OutOfStock' },
        { name: 'Black', price: '44.00', availability: 'https://schema.org/InStock' },
      ],
    })
  })

  it('has one offer and the plain drawing without variants; sold out when the product is', () => {
    const data = accessoryProductData(de, { ...bowTie, variants: [], inStock: false })
    expect(data).toMatchObject({
      image: ['https://shop.example/media/accessories/fliegen.png'],
      offers: { price: '39.00', availability: 'https://schema.org/OutOfStock' },
    })
  })

  it('shows the uploaded photo instead of the drawings', () => {
    const photo = '/media/products/3-0123456789abcdef.jpg'
    expect(accessoryProductData(en, { ...bowTie, photo }).image).toEqual([`https://shop.example${photo}`])
  })
})

describe('fabricProductData', () => {
  it("offers the shirt in the fabric at the page's price, sold out when no shirt can be cut", async () => {
    const fabric = {
      fabricId: 1001,
      number: 'NF-1001',
      name: 'Poplin white',
      composition: '100% cotton',
      image: '/media/samples/1001.jpg',
      priceBrutto: 79,
      inStock: false,
    }
    const data = fabricProductData(en, fabric, {
      description: 'Poplin.',
      pattern: 'Plain',
      category: 'Fabrics',
    })
    expect(data).toMatchObject({
      name: 'Poplin white',
      sku: 'NF-1001',
      material: '100% cotton',
      url: 'https://shop.example/en/stoffe/1001',
      image: ['https://shop.example/media/samples/1001.jpg'],
      offers: { price: '79.00', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock' },
    })
    expect(await jsonLdErrors([data])).toEqual([])
  })
})

describe('breadcrumbData', () => {
  it('numbers the steps from 1 and points each at its page in the language', async () => {
    const data = breadcrumbData(en, [
      homeStep,
      { name: 'FAQ', path: '/faq' },
      { name: 'Ordering', path: '/faq/bestellung' },
    ])
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: brand.name, item: 'https://shop.example/en' },
      { '@type': 'ListItem', position: 2, name: 'FAQ', item: 'https://shop.example/en/faq' },
      { '@type': 'ListItem', position: 3, name: 'Ordering', item: 'https://shop.example/en/faq/bestellung' },
    ])
    expect(await jsonLdErrors([data])).toEqual([])
  })
})

describe('businessData', () => {
  const text = {
    description: 'Made-to-measure shirts',
    workshopName: 'Workshop',
    serviceContact: 'customer service',
  }

  it('takes every fact from config/brand.ts', () => {
    const [organization, store] = businessData(en, text)
    const address = {
      '@type': 'PostalAddress',
      streetAddress: brand.company.street,
      postalCode: brand.company.postalCode,
      addressLocality: brand.company.city,
      addressCountry: 'DE',
    }
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: brand.name,
      legalName: brand.company.legalName,
      email: brand.company.email,
      telephone: brand.company.phone,
      vatID: brand.company.vatId,
      url: 'https://shop.example/en',
      address,
    })
    expect(store).toMatchObject({
      '@type': 'ClothingStore',
      name: 'Workshop',
      address,
      url: 'https://shop.example/en',
    })
    expect(store).toMatchObject({
      contactPoint: {
        hoursAvailable: {
          dayOfWeek: brand.serviceHours.days.map((day) => `https://schema.org/${day}`),
          opens: brand.serviceHours.opens,
          closes: brand.serviceHours.closes,
        },
      },
    })
    // The shop states no visiting hours and no coordinates: none are claimed.
    expect(store).not.toHaveProperty('openingHoursSpecification')
    expect(store).not.toHaveProperty('geo')
  })

  it('passes the validator without errors or unknown properties', async () => {
    const items = businessData(en, text)
    expect(await jsonLdErrors(items)).toEqual([])
    expect(await vocabularyIssues(items)).toEqual([])
  })
})

describe('faqEntriesFromHtml', () => {
  const html = [
    '<p>Intro.</p>',
    '<h2>Ordering</h2>',
    '<h3>Do I need an account?</h3>',
    '<p>Not to browse. See <a href="/en/register">the account</a>.</p>',
    '<ul>\n<li>one</li>\n</ul>',
    '<h3>What does &quot;A&quot; &amp; B cost?</h3>',
    '<div class="table-scroll" tabindex="0"><table><tr><td>79,00 €</td></tr></table></div>',
    '<h2>Next topic</h2>',
    '<p>Not an answer.</p>',
  ].join('\n')

  it('makes each third-level heading a question, answered up to the next heading', () => {
    expect(faqEntriesFromHtml(origin, html)).toEqual([
      {
        question: 'Do I need an account?',
        answer:
          '<p>Not to browse. See <a href="https://shop.example/en/register">the account</a>.</p> <ul> <li>one</li> </ul>',
      },
      { question: 'What does "A" & B cost?', answer: '<div>79,00 €</div>' },
    ])
  })

  it('builds a FAQPage in the language that passes the validator', async () => {
    const data = faqData(en, faqEntriesFromHtml(origin, html))
    expect(data).toMatchObject({
      '@type': 'FAQPage',
      inLanguage: 'en-US',
      mainEntity: [
        { '@type': 'Question', name: 'Do I need an account?', acceptedAnswer: { '@type': 'Answer' } },
        { '@type': 'Question' },
      ],
    })
    expect(await jsonLdErrors([data])).toEqual([])
    expect(await vocabularyIssues([data])).toEqual([])
  })
})

describe('serializeStructuredData', () => {
  const hostile = 'Tie </script><script>alert(1)</script> & <!-- \u2028'

  it('cannot close the script element or open markup, whatever a name says', () => {
    const text = serializeStructuredData(productData(en, { ...tie, name: hostile }))
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(text).toContain('Tie \\u003c/script\\u003e\\u003cscript\\u003ealert(1)')
  })

  it('still reads back as the same data', () => {
    const data = productData(en, { ...tie, name: hostile })
    expect(JSON.parse(serializeStructuredData(data))).toEqual(data)
  })
})
