import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * The migration that renamed the French and Spanish fits runs on a shop seeded with the old names:
 * a name or text still as seeded takes the new wording, one the back office changed stays. The
 * old names are put back, the migration run as a whole, inside a transaction that is rolled back.
 */
let db: Db

beforeAll(async () => {
  db = (await useTestDatabase()).db
})

function statements(): string[] {
  const file = fs.readdirSync('db/migrations').find((name) => /^\d+_fit-names\.sql$/.test(name))
  if (!file) throw new Error('no fit-names migration')
  return fs
    .readFileSync(`db/migrations/${file}`, 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
}

class Rollback extends Error {
  readonly found: unknown[]
  constructor(found: unknown[]) {
    super('rollback')
    this.found = found
  }
}

/** The texts before the migration: the old seed, and two an editor had changed. */
const before: [number, string, string, string][] = [
  [45, 'fr', 'Coupe ajustée', 'Près du corps.'],
  [46, 'fr', 'Coupe cintrée', 'Légèrement cintrée.'],
  [
    47,
    'fr',
    'Coupe droite',
    'Une coupe droite avec 20 cm d’aisance à la poitrine. Confortable et généreuse si vous appréciez une grande liberté de mouvement.',
  ],
  [45, 'es', 'Corte slim', 'Ceñido.'],
  [
    46,
    'es',
    'Corte entallado',
    'Ligeramente entallado, con 16 cm de holgura en el pecho. El corte equilibrado para la mayoría de las figuras.',
  ],
  [47, 'es', 'Corte amplio', 'Amplio.'],
]

describe('the fit names migration', () => {
  it('renames the seeded French and Spanish fits and leaves an editor’s names alone', async () => {
    const found = await db
      .transaction(async (tx) => {
        for (const [id, locale, name, description] of before)
          await tx.execute(
            sql`update catalog_translations set name = ${name}, description = ${description}
                where kind = 'part' and ref_id = ${id} and locale = ${locale}`,
          )
        for (const statement of statements()) await tx.execute(sql.raw(statement))
        const rows = await tx.execute(
          sql.raw(`select ref_id, locale, name, description from catalog_translations
                   where kind = 'part' and ref_id in (45, 46, 47) and locale in ('fr', 'es') order by locale desc, ref_id`),
        )
        throw new Rollback((rows as unknown as { rows: unknown[] }).rows)
      })
      .catch((error: unknown) => {
        if (error instanceof Rollback) return error.found
        throw error
      })
    expect(found).toEqual([
      { ref_id: 45, locale: 'fr', name: 'Coupe slim', description: 'Près du corps.' },
      { ref_id: 46, locale: 'fr', name: 'Coupe ajustée', description: 'Légèrement cintrée.' },
      {
        ref_id: 47,
        locale: 'fr',
        name: 'Coupe classique',
        description:
          'Une coupe aux lignes droites, avec 20 cm d’aisance à la poitrine. Confortable et généreuse si vous appréciez une grande liberté de mouvement.',
      },
      { ref_id: 45, locale: 'es', name: 'Corte entallado', description: 'Ceñido.' },
      {
        ref_id: 46,
        locale: 'es',
        name: 'Corte semientallado',
        description:
          'Algo marcado en la cintura, con 16 cm de holgura en el pecho. El corte equilibrado para la mayoría de las figuras.',
      },
      { ref_id: 47, locale: 'es', name: 'Corte amplio', description: 'Amplio.' },
    ])
  })
})
