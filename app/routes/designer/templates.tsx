import { getCatalog } from '#core/catalog/catalog-cache.ts'
import { templatePage } from '#core/catalog/catalog-views.ts'
import { PageIntro } from '../../components/page-intro.tsx'
import { Pagination } from '../../components/pagination.tsx'
import { shopContext } from '../../context.ts'
import { TemplateCard } from '../../designer/template-card.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta, pageNotFound, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { navBreadcrumb } from '../../lib/structured-data.server.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import type { Route } from './+types/templates'

/** /masshemden and /masshemden/page/{page}: the ready designs, 12 a page; other pages are a 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const { locale, t } = requestLocale(request)
  const page = params.page === undefined ? 1 : /^[1-9]\d{0,3}$/.test(params.page) ? Number(params.page) : 0
  const result = templatePage(
    await getCatalog(shop.deps.db),
    Math.max(page, 1),
    locale,
    shop.deliveryCountry.VAT,
  )
  if (page < 1 || page > result.pages) pageNotFound(request)
  const paged = params.page !== undefined
  const meta = messagesMeta(request, 'templates', { page }, paged ? 'titlePaged' : 'title')
  return {
    meta,
    paged,
    ...result,
    structuredData: [
      navBreadcrumb(request, context, [
        { name: t('nav.templates'), path: '/masshemden' },
        ...(paged ? [{ name: meta.title, path: `/masshemden/page/${page}` }] : []),
      ]),
    ],
  }
}

export const meta = routeMeta

export default function TemplatesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const title = t(loaderData.paged ? 'pages.templates.titlePaged' : 'pages.templates.title', {
    page: loaderData.page,
  })
  return (
    <div>
      <PageIntro title={title} lead={t('pages.templates.lead')} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.templates.map((template) => (
          <li key={template.templateId}>
            <TemplateCard template={template} heading="h2" detailed />
          </li>
        ))}
      </ul>
      <Pagination
        page={loaderData.page}
        pages={loaderData.pages}
        href={(page) => to(page === 1 ? '/masshemden' : `/masshemden/page/${page}`)}
      />
    </div>
  )
}
