import { Link } from 'react-router'
import type { Permitted } from '#core/access/permissions.ts'
import type { adminFabricList } from '#core/admin/fabrics.ts'
import { useTranslation } from '../i18n/react.tsx'
import { formatMetres } from './fabric-format.ts'
import { type AdminColumn, AdminTable } from './list/admin-table.tsx'
import type { AdminLocale } from './locale.ts'

type Row = Permitted<ReturnType<typeof adminFabricList>>['fabrics'][number]

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
  const columns: AdminColumn<Row>[] = [
    {
      header: t('admin.fabrics.number'),
      cell: (row) => (
        <span className="flex items-center gap-2">
          <Swatch hex={row.hex} />
          <Link to={`/admin/fabrics/${row.fabricId}`}>{row.number}</Link>
        </span>
      ),
    },
    { header: t('admin.fabrics.name'), cell: (row) => row.name },
    { header: t('admin.fabrics.group'), cell: (row) => row.priceGroup },
    { header: t('admin.fabrics.stock'), align: 'right', cell: (row) => <Stock row={row} locale={locale} /> },
    { header: t('admin.fabrics.shelf'), cell: (row) => row.shelf ?? t('admin.fabrics.noShelf') },
    { header: t('admin.fabrics.state'), cell: (row) => state(row) ?? t('admin.fabrics.active') },
  ]
  return (
    <AdminTable
      rows={fabrics}
      rowKey={(row) => row.fabricId}
      columns={columns}
      card={(row) => (
        <>
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
        </>
      )}
    />
  )
}
