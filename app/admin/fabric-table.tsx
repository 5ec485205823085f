import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { adminFabricList } from '#core/admin/fabrics.ts'
import { formatMetres } from './fabric-format.ts'
import type { AdminLocale } from './locale.ts'

type Row = Awaited<ReturnType<typeof adminFabricList>>['fabrics'][number]

function Swatch({ hex }: { hex: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 shrink-0 rounded-full border border-chalk"
      style={{ background: hex }}
    />
  )
}

/** Stock with the 'low' mark in words (never by colour alone). */
function Stock({ row, locale }: { row: Row; locale: AdminLocale }) {
  const { t } = useTranslation()
  return (
    <span className={row.low ? 'font-medium text-danger' : undefined}>
      {t('admin.fabrics.metres', { stock: formatMetres(row.stock, locale) })}
      {row.low ? (
        <span className="ml-1 rounded-full border border-danger px-1.5 text-xs">
          {t('admin.fabrics.lowMark')}
        </span>
      ) : null}
    </span>
  )
}

/** The fabric list: a table from tablet width, one card per fabric on a phone. */
export function FabricTable({ fabrics, locale }: { fabrics: Row[]; locale: AdminLocale }) {
  const { t } = useTranslation()
  const state = (row: Row) =>
    row.active ? null : <span className="text-xs text-muted">{t('admin.fabrics.inactive')}</span>
  return (
    <>
      <ul className="space-y-2 sm:hidden">
        {fabrics.map((row) => (
          <li key={row.fabricId} className="rounded-sm border border-chalk bg-white p-3">
            <p className="flex items-center gap-2">
              <Swatch hex={row.hex} />
              <Link to={`/admin/fabrics/${row.fabricId}`} className="font-medium">
                {row.number}
              </Link>
              <span className="truncate">{row.name}</span>
            </p>
            <p className="flex flex-wrap items-center gap-x-3 text-muted">
              <Stock row={row} locale={locale} />
              <span>
                {t('admin.fabrics.shelf')}: {row.shelf ?? t('admin.fabrics.noShelf')}
              </span>
              <span>
                {t('admin.fabrics.group')} {row.priceGroup}
              </span>
              {state(row)}
            </p>
          </li>
        ))}
      </ul>
      <table className="hidden w-full border-collapse bg-white sm:table">
        <thead>
          <tr className="border-b border-chalk text-left text-xs text-muted">
            <th className="px-2 py-2 font-medium">{t('admin.fabrics.number')}</th>
            <th className="px-2 py-2 font-medium">{t('admin.fabrics.name')}</th>
            <th className="px-2 py-2 font-medium">{t('admin.fabrics.group')}</th>
            <th className="px-2 py-2 text-right font-medium">{t('admin.fabrics.stock')}</th>
            <th className="px-2 py-2 font-medium">{t('admin.fabrics.shelf')}</th>
            <th className="px-2 py-2 font-medium">{t('admin.fabrics.state')}</th>
          </tr>
        </thead>
        <tbody>
          {fabrics.map((row) => (
            <tr key={row.fabricId} className="border-b border-chalk hover:bg-linen">
              <td className="px-2 py-1.5">
                <span className="flex items-center gap-2">
                  <Swatch hex={row.hex} />
                  <Link to={`/admin/fabrics/${row.fabricId}`}>{row.number}</Link>
                </span>
              </td>
              <td className="px-2 py-1.5">{row.name}</td>
              <td className="px-2 py-1.5">{row.priceGroup}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">
                <Stock row={row} locale={locale} />
              </td>
              <td className="px-2 py-1.5">{row.shelf ?? t('admin.fabrics.noShelf')}</td>
              <td className="px-2 py-1.5">{state(row) ?? t('admin.fabrics.active')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
