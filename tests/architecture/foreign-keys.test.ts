import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import * as schema from '../../db/schema/index.ts'

/**
 * Every integer `_id` column either has a foreign key or says on the column why it has none, in a
 * comment that starts with `No foreign key:` (a country id of config/countries.ts, an id into one
 * of two tables, a version kept after its row is gone). A new column without either fails here.
 */
const schemaDir = path.resolve(import.meta.dirname, '../../db/schema')
const sources = readdirSync(schemaDir)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => readFileSync(path.join(schemaDir, name), 'utf8'))
const integerTypes = new Set(['PgInteger', 'PgSerial', 'PgSmallInt', 'PgBigInt53', 'PgBigInt64'])

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table))

/** The source text of one table's definition, from its `pgTable(` to the next one. */
function tableSource(name: string): string {
  for (const source of sources) {
    const start = source.search(new RegExp(`pgTable\\(\\s*'${name}'`))
    if (start < 0) continue
    const next = source.indexOf('pgTable(', start + 1)
    return source.slice(start, next < 0 ? undefined : next)
  }
  throw new Error(`no source for table ${name}`)
}

/** The reason written on a column (`/** No foreign key: … *\/` right above it), or null. */
function documentedReason(source: string, column: string): string | null {
  const pattern = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*\\w+:\\s*integer\\('${column}'\\)`)
  const comment = pattern.exec(source)?.[1]
  const reason = comment && /No foreign key:\s*([\s\S]+)/.exec(comment)?.[1]
  return reason ? reason.replace(/\s*\*\s*/g, ' ').trim() : null
}

function idColumnsWithoutReference() {
  return tables.flatMap((table) => {
    const referenced = new Set(
      table.foreignKeys.flatMap((key) => key.reference().columns.map((column) => column.name)),
    )
    return table.columns
      .filter((column) => column.name.endsWith('_id') && integerTypes.has(column.columnType))
      .filter((column) => !referenced.has(column.name))
      .map((column) => ({ table: table.name, column: column.name }))
  })
}

describe('foreign keys on id columns', () => {
  it('reads the reason above a column and nothing else', () => {
    const source = [
      "pgTable('t', {",
      '  /** No foreign key: the country ids of config/countries.ts. */',
      "  countryId: integer('country_id').notNull(),",
      '  /** The buyer. */',
      "  buyerId: integer('buyer_id'),",
    ].join('\n')
    expect(documentedReason(source, 'country_id')).toBe('the country ids of config/countries.ts.')
    expect(documentedReason(source, 'buyer_id')).toBeNull()
  })

  it('every integer _id column has a foreign key or a documented reason for none', () => {
    const undocumented = idColumnsWithoutReference()
      .filter(({ table, column }) => !documentedReason(tableSource(table), column))
      .map(({ table, column }) => `${table}.${column}`)
    expect(undocumented).toEqual([])
  })
})
