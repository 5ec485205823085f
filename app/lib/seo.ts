import type { MetaDescriptor } from 'react-router'
import { brand } from '#config/brand.ts'
import { localizePath, splitLocale } from '#config/locale-path.ts'
import { type Locale, localeSettings, locales } from '#config/locales.ts'
import { isNoIndexPath } from '#config/pages.ts'

export type PageMeta = {
  title: string
  description: string
  keywords?: string
  /** Content pages with their own metadata drop the brand suffix. */
  brandSuffix?: boolean
  noindex?: boolean
}

/**
 * Title, description, keywords, robots, canonical (origin + path, no fragment), hreflang
 * alternates, Open Graph and Twitter data for one page (what search engines read).
 */
export function buildMeta(input: { meta: PageMeta; origin: string; pathname: string }): MetaDescriptor[] {
  const { meta, origin } = input
  const { locale, path } = splitLocale(input.pathname)
  const title = meta.brandSuffix === false ? meta.title : `${meta.title} | ${brand.name}`
  const canonical = `${origin}${input.pathname === '/' ? '/' : input.pathname.replace(/\/$/, '')}`
  const image = `${origin}${brand.defaultShareImage}`
  const robots = meta.noindex || isNoIndexPath(path) ? 'noindex, nofollow' : 'index, follow'
  return [
    { title },
    { name: 'description', content: meta.description },
    ...(meta.keywords ? [{ name: 'keywords', content: meta.keywords }] : []),
    { name: 'robots', content: robots },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...locales.map((alternate: Locale) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: localeSettings[alternate].iso,
      href: `${origin}${localizePath(path, alternate)}`,
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${path}` },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: localeSettings[locale].ogLocale },
    ...locales
      .filter((other) => other !== locale)
      .map((other) => ({ property: 'og:locale:alternate', content: localeSettings[other].ogLocale })),
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: meta.title },
    { name: 'twitter:description', content: meta.description },
    { name: 'twitter:image', content: image },
  ]
}

type MetaArgs = {
  loaderData: unknown
  location: { pathname: string }
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]
}

/** The `meta` export of every page: its loader returns `{ meta }`, the root gives the origin. */
export function routeMeta({ loaderData, location, matches }: MetaArgs): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { origin?: string } | undefined
  const meta = (loaderData as { meta?: PageMeta } | undefined)?.meta
  if (!meta) return [{ title: brand.name }]
  return buildMeta({ meta, origin: root?.origin ?? '', pathname: location.pathname })
}
