import pg from 'pg'

/** The channel on which a catalog change is announced (db/queries/catalog.ts bumpCatalogVersion). */
export const catalogChannel = 'nf_catalog'

type Warn = { warn: (fields: Record<string, unknown>, message: string) => void }

export type Listener = { close: () => Promise<void> }

/**
 * PostgreSQL LISTEN on a client of its own (a pooled connection cannot keep a LISTEN). When the
 * connection is lost it reconnects, waiting 0.5 s, then up to 10 s between attempts, and calls
 * `onNotify` once connected again: notifications sent while nobody listened are gone, so the
 * caller drops what it cached. PGlite (one process) needs none of this.
 */
export function listenForNotifications(input: {
  url: string
  channel: string
  onNotify: () => void
  logger: Warn
}): Listener {
  if (!/^[a-z_][a-z0-9_]*$/.test(input.channel)) throw new Error(`not a plain channel name: ${input.channel}`)
  let client: pg.Client | null = null
  let closed = false
  let delayMs = 500
  let timer: NodeJS.Timeout | null = null

  const scheduleReconnect = () => {
    if (closed || timer) return
    timer = setTimeout(() => {
      timer = null
      void connect()
    }, delayMs)
    timer.unref()
    delayMs = Math.min(delayMs * 2, 10_000)
  }

  const connect = async (first = false) => {
    const next = new pg.Client({ connectionString: input.url })
    client = next
    let lost = false
    const onLost = (error?: Error) => {
      if (lost) return
      lost = true
      if (!closed)
        input.logger.warn({ err: error, channel: input.channel }, 'notification listener lost its connection')
      next.removeAllListeners('notification')
      void next.end().catch(() => {})
      scheduleReconnect()
    }
    next.on('error', onLost)
    next.on('end', () => onLost())
    next.on('notification', (message) => {
      if (message.channel === input.channel) input.onNotify()
    })
    try {
      await next.connect()
      await next.query(`listen ${input.channel}`)
      delayMs = 500
      // Whatever changed while nobody listened is unknown: start afresh.
      if (!first) input.onNotify()
    } catch (error) {
      onLost(error as Error)
    }
  }

  void connect(true)
  return {
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      await client?.end().catch(() => {})
    },
  }
}
