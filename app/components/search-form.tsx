import { useTranslation } from '../i18n/react.tsx'
import { useLocalePath } from '../lib/use-locale.ts'
import { Button } from './button.tsx'

/** The search as a GET form to /suche: the query stays in the address, no JavaScript needed. */
export function SearchForm({
  defaultValue = '',
  autoFocus = false,
  id = 'search-q',
}: {
  defaultValue?: string
  autoFocus?: boolean
  id?: string
}) {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <search>
      <form method="get" action={to('/suche')} className="flex max-w-xl gap-2">
        <label htmlFor={id} className="sr-only">
          {t('search.label')}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={100}
          // biome-ignore lint/a11y/noAutofocus: the search page's only task is this field.
          autoFocus={autoFocus}
          placeholder={t('search.placeholder')}
          className="min-h-11 min-w-0 flex-1 rounded-sm border border-chalk bg-white px-3"
        />
        <Button type="submit">{t('search.submit')}</Button>
      </form>
    </search>
  )
}
