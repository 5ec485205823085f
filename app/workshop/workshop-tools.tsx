import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Button } from '../components/button.tsx'
import { useLocalePath } from '../lib/use-locale.ts'

/** The query string of the workshop list for a state and a search, empty parts left out. */
export function searchOf(params: { status: string | null; q: string }): string {
  const search = new URLSearchParams()
  if (params.status) search.set('status', params.status)
  if (params.q) search.set('q', params.q)
  const text = search.toString()
  return text ? `?${text}` : ''
}

/**
 * Above the workshop list: the search (a plain GET form, so it works before hydration and the
 * search stays in the URL) and the batch print of every paid order and order in production.
 */
export function WorkshopTools({ status, query }: { status: string | null; query: string }) {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <Form
        method="get"
        action={to('/dashboard/werkstatt')}
        role="search"
        className="flex flex-wrap items-end gap-2"
      >
        {status ? <input type="hidden" name="status" value={status} /> : null}
        <label className="grid gap-1 text-sm">
          {t('workshop.searchLabel')}
          <input
            type="search"
            name="q"
            defaultValue={query}
            maxLength={100}
            className="min-h-11 w-72 max-w-full rounded-sm border border-chalk bg-paper px-3 py-2 text-base"
          />
        </label>
        <Button type="submit" variant="secondary">
          {t('workshop.search')}
        </Button>
      </Form>
      <a href="/admin/sheets.pdf" className="link text-sm">
        {t('workshop.batchPdf')}
      </a>
    </div>
  )
}
