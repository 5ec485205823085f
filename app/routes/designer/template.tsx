import { Link } from 'react-router'
import { getCatalog } from '#core/catalog/catalog-cache.ts'
import { templateDetail } from '#core/catalog/catalog-views.ts'
import { formatPrice } from '#core/format.ts'
import { ButtonLink } from '../../components/button.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { pageNotFound, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { navBreadcrumb } from '../../lib/structured-data.server.ts'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'
import type { Route } from './+types/template'

/**
 * /masshemden/{id}: one ready design. 'Jetzt anpassen' opens it in the designer, where the
 * visitor's first change makes it their design (a plain link: it works before hydration).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const { locale, t } = requestLocale(request)
  const id = /^\d{1,4}$/.test(params.id) ? Number(params.id) : 0
  const template = id
    ? templateDetail(await getCatalog(shop.deps.db), id, locale, shop.deliveryCountry.VAT)
    : null
  if (!template) pageNotFound(request)
  return {
    meta: { title: template.name, description: template.description },
    template,
    structuredData: [
      navBreadcrumb(request, context, [
        { name: t('nav.templates'), path: '/masshemden' },
        { name: template.name, path: `/masshemden/${template.templateId}` },
      ]),
    ],
  }
}

export const meta = routeMeta

export default function TemplatePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const locale = useLocale()
  const { template } = loaderData
  return (
    <div>
      <p className="mb-6 text-sm">
        <Link to={to('/masshemden')} className="link">
          {t('templates.backToGallery')}
        </Link>
      </p>
      <div className="grid gap-10 md:grid-cols-2">
        <img
          src={template.image}
          alt={template.name}
          width={600}
          height={720}
          className="aspect-[5/6] w-full rounded-sm border border-chalk bg-linen object-contain"
        />
        <div>
          <h1 className="text-[2.1rem] sm:text-5xl">{template.name}</h1>
          <p className="mt-4 text-lg text-ink-soft">{template.description}</p>
          <p className="tabular mt-6 text-2xl">
            {formatPrice(template.priceBrutto, locale)}{' '}
            <span className="text-sm text-ink-soft">{t('designer.priceNote')}</span>
          </p>
          <h2 className="mt-8 text-xl">{t('templates.parts')}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-soft">
            <li>{template.fabricName}</li>
            {template.parts.map((part) => (
              <li key={part.partId}>{part.name}</li>
            ))}
          </ul>
          <ButtonLink
            to={`${to('/hemdendesigner')}?template=${template.templateId}`}
            size="lg"
            className="mt-8"
          >
            {t('templates.customise')}
          </ButtonLink>
        </div>
      </div>
    </div>
  )
}
