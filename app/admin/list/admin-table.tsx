import type { Key, ReactNode } from 'react'
import type { AdminLocale } from '../locale.ts'
import { SortHeader, type Sorting } from './sort-header.tsx'

/** One column of a back-office list: its header, the cell of a row, and how the cell sits. */
export type AdminColumn<Row> = {
  header: string
  cell: (row: Row) => ReactNode
  /** Numbers stand right-aligned in tabular figures. */
  align?: 'right'
  /** More classes for the cell, e.g. `whitespace-nowrap` for a date. */
  className?: string
  /** The sort key the server knows; the header then becomes a sort link. */
  sort?: string
}

/** What a sortable list's table gets from its page: the list, the staff member's language, the sort. */
export type SortedTableProps<List> = { list: List; locale: AdminLocale; sorting: Omit<Sorting, 'path'> }

const layouts = {
  sm: { cards: 'space-y-2 sm:hidden', table: 'hidden w-full border-collapse bg-white sm:table' },
  md: { cards: 'space-y-2 md:hidden', table: 'hidden w-full border-collapse bg-white md:table' },
} as const

/**
 * A back-office list: one card a row on a phone, a dense table from `from` width on, with header
 * cells (sortable where a column names its sort key) and the same key for a row in both.
 */
export function AdminTable<Row>({
  rows,
  rowKey,
  columns,
  card,
  sorting,
  from = 'sm',
  cardClassName = '',
  rowClassName = 'hover:bg-linen',
}: {
  rows: readonly Row[]
  rowKey: (row: Row) => Key
  columns: readonly AdminColumn<Row>[]
  card: (row: Row) => ReactNode
  sorting?: Sorting
  from?: keyof typeof layouts
  cardClassName?: string
  rowClassName?: string
}) {
  const right = (column: AdminColumn<Row>) => (column.align === 'right' ? 'text-right' : '')
  return (
    <>
      <ul className={layouts[from].cards}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={`rounded-sm border border-chalk bg-white p-3 ${cardClassName}`}>
            {card(row)}
          </li>
        ))}
      </ul>
      <table className={layouts[from].table}>
        <thead>
          <tr className="border-b border-chalk text-left text-xs">
            {columns.map((column) =>
              column.sort && sorting ? (
                <SortHeader
                  key={column.header}
                  label={column.header}
                  column={column.sort}
                  className={right(column)}
                  {...sorting}
                />
              ) : (
                <th key={column.header} className={`px-2 py-2 font-medium text-muted ${right(column)}`}>
                  {column.header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={`border-b border-chalk ${rowClassName}`}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`px-2 py-1.5 ${column.align === 'right' ? 'text-right tabular-nums' : ''} ${column.className ?? ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
