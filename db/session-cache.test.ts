import { describe, expect, it } from 'vitest'
import type { Db } from './client.ts'
import {
  cachedSessionRow,
  enableSessionCache,
  forgettingSessions,
  rememberSessionRow,
  sessionCacheEpoch,
} from './session-cache.ts'

const row = (id: string, customerId: number | null = null) => ({ id, customerId, selectedShirtId: 7 })

describe('session rows in memory', () => {
  it('keeps rows only for an enabled database, and hands out copies', () => {
    const pglite = {} as Db
    const postgres = {} as Db
    enableSessionCache(pglite)
    rememberSessionRow(pglite, 'a', row('a'), sessionCacheEpoch())
    rememberSessionRow(postgres, 'b', row('b'), sessionCacheEpoch())
    const copy = cachedSessionRow<ReturnType<typeof row>>(pglite, 'a')
    expect(copy).toEqual(row('a'))
    if (copy) copy.selectedShirtId = 8
    expect(cachedSessionRow(pglite, 'a')).toEqual(row('a'))
    expect(cachedSessionRow(postgres, 'b')).toBeNull()
    // Another database's row under the same id is not this database's.
    expect(cachedSessionRow(postgres, 'a')).toBeNull()
  })

  it('does not keep a row whose read overlapped a write', async () => {
    const db = {} as Db
    enableSessionCache(db)
    const readStarted = sessionCacheEpoch()
    await forgettingSessions('c', async () => undefined)
    rememberSessionRow(db, 'c', row('c'), readStarted)
    expect(cachedSessionRow(db, 'c')).toBeNull()
  })

  it('drops the rows a write may change, before and after it', async () => {
    const db = {} as Db
    enableSessionCache(db)
    rememberSessionRow(db, 'd', row('d', 5), sessionCacheEpoch())
    rememberSessionRow(db, 'e', row('e', 6), sessionCacheEpoch())
    await forgettingSessions(
      (kept) => kept.customerId === 5,
      async () => {
        expect(cachedSessionRow(db, 'd')).toBeNull()
        // A read during the write keeps nothing.
        rememberSessionRow(db, 'd', row('d', 5), sessionCacheEpoch())
      },
    )
    expect(cachedSessionRow(db, 'd')).toBeNull()
    expect(cachedSessionRow(db, 'e')).toEqual(row('e', 6))
  })
})
