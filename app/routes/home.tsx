import { Link } from 'react-router'
import { getCatalog } from '#core/catalog/catalog-cache.ts'
import { templatePage } from '#core/catalog/catalog-views.ts'
import { businessData } from '#core/seo/structured-data.ts'
import { ButtonLink } from '../components/button.tsx'
import { shopContext } from '../context.ts'
import { TemplateCard } from '../designer/template-card.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { messagesMeta, requestLocale } from '../lib/page.server.ts'
import { routeMeta } from '../lib/seo.ts'
import { structuredDataPlace } from '../lib/structured-data.server.ts'
import { useLocalePath } from '../lib/use-locale.ts'
import type { Route } from './+types/home'

/** How many ready designs of the gallery the home page presents (the first is the hero). */
const shownTemplates = 4

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const { locale, t } = requestLocale(request)
  const gallery = templatePage(await getCatalog(shop.deps.db), 1, locale, shop.deliveryCountry.VAT)
  const meta = messagesMeta(request, 'home')
  return {
    meta,
    templates: gallery.templates.slice(0, shownTemplates),
    structuredData: businessData(structuredDataPlace(request, context), {
      description: meta.description,
      workshopName: t('structuredData.workshopName'),
      serviceContact: t('structuredData.serviceContact'),
    }),
  }
}

export const meta = routeMeta

const steps = [
  ['home.step1Title', 'home.step1Text'],
  ['home.step2Title', 'home.step2Text'],
  ['home.step3Title', 'home.step3Text'],
] as const

const promises = [
  ['home.promise1Title', 'home.promise1Text'],
  ['home.promise2Title', 'home.promise2Text'],
  ['home.promise3Title', 'home.promise3Text'],
] as const

const more = [
  ['/7er', 'home.package7Title', 'home.package7Text'],
  ['/geschenkgutscheine', 'home.voucherTitle', 'home.voucherText'],
  ['/firmenhemden', 'home.corporateTitle', 'home.corporateText'],
] as const

/** The collar guides of the home page: the German slug of the page and the tile's name in the page's language. */
const collarTiles = [
  ['kent', 'home.collarTiles.kent'],
  ['haifisch', 'home.collarTiles.haifisch'],
  ['button-down', 'home.collarTiles.buttonDown'],
  ['tab', 'home.collarTiles.tab'],
  ['steh', 'home.collarTiles.steh'],
  ['piccadilly', 'home.collarTiles.piccadilly'],
] as const

/** The home page: what the shop makes, how it works, what it promises. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const [hero, ...gallery] = loaderData.templates
  return (
    <div className="space-y-20 sm:space-y-28">
      <section className="grid items-center gap-10 md:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="mb-3 text-sm font-medium uppercase tracking-[0.14em] text-thread-dark">
            {t('home.eyebrow')}
          </p>
          <h1 className="text-[2.6rem] leading-[1.08] sm:text-6xl">{t('home.title')}</h1>
          <p className="mt-6 max-w-xl text-lg text-ink-soft">{t('home.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={to('/hemdendesigner')} size="lg">
              {t('home.ctaDesign')}
            </ButtonLink>
            <ButtonLink to={to('/masshemden')} size="lg" variant="secondary">
              {t('home.ctaTemplates')}
            </ButtonLink>
          </div>
          <p className="tabular mt-5 text-sm text-ink-soft">{t('home.priceHint')}</p>
        </div>
        {hero ? (
          <figure className="rounded-sm border border-chalk bg-linen p-4 sm:p-8">
            <img
              src={hero.image}
              alt={t('home.heroAlt', { name: hero.name })}
              width={600}
              height={720}
              fetchPriority="high"
              className="mx-auto aspect-[5/6] w-full max-w-md object-contain"
            />
            <figcaption className="mt-3 text-center text-sm text-ink-soft">
              <Link to={to(`/masshemden/${hero.templateId}`)} className="link">
                {hero.name}
              </Link>
            </figcaption>
          </figure>
        ) : null}
      </section>

      <section
        aria-labelledby="advisor-title"
        className="flex flex-col gap-5 rounded-sm border border-chalk bg-linen p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div className="max-w-2xl">
          <h2 id="advisor-title" className="text-2xl sm:text-3xl">
            {t('home.advisorTitle')}
          </h2>
          <p className="mt-2 text-ink-soft">{t('home.advisorText')}</p>
        </div>
        <ButtonLink to={to('/stilberater')} variant="secondary" className="shrink-0">
          {t('home.advisorCta')}
        </ButtonLink>
      </section>

      {gallery.length > 0 ? (
        <section aria-labelledby="gallery-title">
          <h2 id="gallery-title" className="text-3xl sm:text-4xl">
            {t('home.galleryTitle')}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-3">
            {gallery.map((template) => (
              <li key={template.templateId}>
                <TemplateCard template={template} heading="h3" imageWhenNear />
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <Link to={to('/masshemden')} className="link">
              {t('home.ctaTemplates')}
            </Link>
          </p>
        </section>
      ) : null}

      <section aria-labelledby="steps-title">
        <h2 id="steps-title" className="text-3xl sm:text-4xl">
          {t('home.stepsTitle')}
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map(([title, text], index) => (
            <li key={title} className="rounded-sm border border-chalk bg-paper p-6">
              <span className="tabular font-serif text-4xl text-thread">{index + 1}</span>
              <h3 className="mt-3 text-2xl">{t(title)}</h3>
              <p className="mt-2 text-ink-soft">{t(text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="promise-title" className="rounded-sm bg-ink px-6 py-12 text-paper sm:px-12">
        <h2 id="promise-title" className="text-3xl sm:text-4xl">
          {t('home.promiseTitle')}
        </h2>
        <ul className="mt-8 grid gap-8 md:grid-cols-3">
          {promises.map(([title, text]) => (
            <li key={title}>
              <h3 className="font-sans text-lg font-semibold">{t(title)}</h3>
              <p className="mt-2 text-paper/80">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="collars-title" className="grid gap-8 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="collars-title" className="text-3xl sm:text-4xl">
            {t('home.collarsTitle')}
          </h2>
          <p className="mt-4 text-lg text-ink-soft">{t('home.collarsText')}</p>
          <Link to={to('/kragenformen')} className="link mt-4 inline-block">
            {t('home.collarsLink')}
          </Link>
        </div>
        <ul className="grid grid-cols-2 gap-3 text-[0.95rem]">
          {collarTiles.map(([slug, name]) => (
            <li key={slug}>
              <Link
                to={to(`/kragen/${slug}-kragen`)}
                className="block rounded-sm border border-chalk px-4 py-3 no-underline hover:bg-linen"
              >
                {t(name)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="more-title">
        <h2 id="more-title" className="text-3xl sm:text-4xl">
          {t('home.moreTitle')}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {more.map(([path, title, text]) => (
            <li key={path}>
              <Link
                to={to(path)}
                className="group block h-full rounded-sm border border-chalk bg-linen p-6 no-underline hover:border-thread"
              >
                <h3 className="text-2xl group-hover:underline">{t(title)}</h3>
                <p className="mt-2 text-ink-soft">{t(text)}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
