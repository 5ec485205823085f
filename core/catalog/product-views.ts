import { defaultLocale, type Locale } from '#config/locales.ts'
import { findShopCategory } from '#config/shop.ts'
import type { ProductWithVariants } from '#db/queries/products.ts'
import { grossPrice } from './catalog-views.ts'
import { productPhotoPath } from './product-photo-paths.ts'

type Names = Record<Locale, string>

/** A product's text in the requested language, German where a translation is missing. */
export function productText(names: Names, locale: Locale): string {
  return names[locale] || names[defaultLocale]
}

/** What a variant costs: its own reference price where it has one, else the product's. */
export function variantReferenceCents(
  product: Pick<ProductWithVariants, 'priceCents'>,
  variant: { priceCents: number | null },
) {
  return variant.priceCents ?? product.priceCents
}

/**
 * catalog.php product(s): one accessory in the visitor's language with gross prices for the
 * delivery country's VAT. The product's price is its cheapest variant's (`priceFrom` when the
 * variants differ); stock is only told as available or not.
 */
export function productView(product: ProductWithVariants, locale: Locale, vatRate: number) {
  const variants = product.variants.map((variant) => ({
    variantId: variant.id,
    name: productText(variant.name, locale),
    inStock: variant.stock > 0,
    colour: variant.colour,
    ...grossPrice(variantReferenceCents(product, variant), vatRate),
  }))
  const references = product.variants.map((variant) => variantReferenceCents(product, variant))
  const category = findShopCategory(product.category)
  return {
    productId: product.id,
    slug: product.slug,
    category: { slug: product.category, name: category ? category.name[locale] : product.category },
    name: productText(product.name, locale),
    description: productText(product.description, locale),
    ...grossPrice(references.length ? Math.min(...references) : product.priceCents, vatRate),
    priceFrom: new Set(references).size > 1,
    inStock: variants.length === 0 || variants.some((variant) => variant.inStock),
    variants,
    /** The uploaded photo's address, or null while the shop draws the product (product-photos.ts). */
    photo: productPhotoPath(product.photo),
  }
}

export type ProductView = ReturnType<typeof productView>
