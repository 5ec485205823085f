import net from 'node:net'

/**
 * A small TCP proxy between the shop and PostgreSQL, to fault the database without touching the
 * machine's server (other work uses it): `cut()` destroys every connection through it and refuses
 * new ones (the database going away, as in a restart), `restore()` lets connections through
 * again, and `latencyMs` holds every chunk that long in each direction (a slow database or
 * network). Used by `npm run faults` and tests/integration/database-unavailable.test.ts.
 */
export type FaultProxy = {
  port: number
  /** Open connections through the proxy now. */
  connections: () => number
  /** Drop every connection and refuse new ones until `restore()`. */
  cut: () => void
  restore: () => void
  /** Added to each chunk in each direction (0: none). */
  latencyMs: number
  close: () => Promise<void>
}

export async function startProxy(options: { port: number; target: { host: string; port: number } }) {
  const sockets = new Set<net.Socket>()
  let refusing = false
  const server = net.createServer((client) => {
    if (refusing) {
      client.destroy()
      return
    }
    const upstream = net.connect(options.target.port, options.target.host)
    sockets.add(client)
    sockets.add(upstream)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    pipe(client, upstream)
    pipe(upstream, client)
  })
  // Chunks are written in order: each waits for the one before it and its own delay.
  const pipe = (from: net.Socket, to: net.Socket) => {
    let queue = Promise.resolve()
    from.on('data', (chunk) => {
      const delay = proxy.latencyMs
      if (delay <= 0) {
        queue = queue.then(() => {
          if (!to.destroyed) to.write(chunk)
        })
        return
      }
      const due = Date.now() + delay
      queue = queue.then(
        () =>
          new Promise<void>((resolve) =>
            setTimeout(
              () => {
                if (!to.destroyed) to.write(chunk)
                resolve()
              },
              Math.max(0, due - Date.now()),
            ),
          ),
      )
    })
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  const proxy: FaultProxy = {
    port: typeof address === 'object' && address ? address.port : options.port,
    connections: () => sockets.size / 2,
    cut() {
      refusing = true
      for (const socket of sockets) socket.destroy()
      sockets.clear()
    },
    restore() {
      refusing = false
    },
    latencyMs: 0,
    async close() {
      proxy.cut()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  return proxy
}
