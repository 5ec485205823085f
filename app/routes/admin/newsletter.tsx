import { SubscriberSearchSchema } from '#core/admin/newsletter/schemas.ts'
import { subscriberList } from '#core/admin/newsletter/subscribers.ts'
import { orNotFound } from '../../admin/guard.server.ts'
import {
  AdminFilters,
  choices,
  FilterSearch,
  FilterSelect,
  ListCount,
  ListNotice,
} from '../../admin/list/filters.tsx'
import { loadAdminList } from '../../admin/list/list-loader.server.ts'
import { Pager } from '../../admin/list/pager.tsx'
import { listHref } from '../../admin/list/url.ts'
import { adminMeta } from '../../admin/meta.ts'
import { SubscriberTable } from '../../admin/newsletter/subscriber-table.tsx'
import { buttonClass } from '../../components/button.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import type { Route } from './+types/newsletter'

const filterNames = ['q', 'status', 'sort', 'dir'] as const

/** /admin/newsletter (admin only): subscribers with their consent records and the CSV export. */
export function loader(args: Route.LoaderArgs) {
  return loadAdminList(
    args,
    { schema: SubscriberSearchSchema, filters: filterNames },
    async (office, input) => ({
      sort: input.sort,
      dir: input.dir,
      list: orNotFound(args.request, await subscriberList(office.deps, office.actor, input)),
    }),
  )
}

export const meta: Route.MetaFunction = () => adminMeta('Newsletter')

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { list, typed, locale, sort, dir } = loaderData
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-2xl">{t('admin.newsletter.title')}</h1>
      <p className="text-muted">{t('admin.newsletter.lead')}</p>
      <AdminFilters
        path="/admin/newsletter"
        hidden={{ sort: typed.sort ?? '', dir: typed.dir ?? '' }}
        columns={4}
      >
        <FilterSearch
          label={t('admin.newsletter.search')}
          value={typed.q}
          placeholder={t('admin.newsletter.searchHint')}
          className="sm:col-span-2"
        />
        <FilterSelect
          name="status"
          label={t('admin.newsletter.status')}
          value={typed.status}
          options={choices(['subscribed', 'pending', 'unsubscribed'] as const, (status) =>
            t(`admin.newsletter.statuses.${status}`),
          )}
        />
      </AdminFilters>
      <ListNotice message={loaderData.badFilter ? t('admin.newsletter.badFilter') : null} tone="danger" />
      <div className="flex flex-wrap items-center gap-3">
        <ListCount>{t('admin.newsletter.count', { count: list.total })}</ListCount>
        <a
          href={listHref('/admin/newsletter.csv', typed, {})}
          download
          className={buttonClass('sm', 'secondary', 'ml-auto')}
        >
          {t('admin.newsletter.export')}
        </a>
      </div>
      <p className="text-xs text-muted">{t('admin.newsletter.exportHint')}</p>
      <SubscriberTable list={list} locale={locale} sorting={{ typed, sort, dir }} />
      <Pager path="/admin/newsletter" params={typed} page={list.page} pages={list.pages} />
    </div>
  )
}
