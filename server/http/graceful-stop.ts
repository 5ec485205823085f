import fs from 'node:fs'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import net from 'node:net'

/** How often a stopping server looks for connections it may close. */
const sweepMs = 25
/** The longest the listener stays open to take the connections queued before the stop. */
const queueWaitMs = 5_000

type Connection = {
  /** Requests read and not yet answered to the last byte. */
  open: Set<ServerResponse>
  /** `socket.bytesRead` when last looked at: more means a request is arriving. */
  bytesRead: number
  /** When the connection last read a byte or finished an answer. */
  activeAt: number
}

export type GracefulStop = {
  /** From now on every answer closes its connection (`Connection: close`), also those in flight. */
  answerLast(): void
  /**
   * Takes the connections the kernel has queued so far, then stops listening; closes each
   * connection once it owes no answer and has been quiet for `quietMs`. Resolves when the last
   * one is closed.
   */
  close(quietMs: number): Promise<void>
  /** The grace period is over: every connection is cut, answered or not. */
  cut(): void
}

/**
 * Stopping without losing a request. Node's own `server.close()` loses three kinds:
 * - connections the kernel has completed but Node has not accepted yet. Node takes one per round
 *   of its event loop, and a round under load lasts long, so dozens wait with their first request
 *   sent; closing the listener resets them all.
 * - connections it counts as idle while their next request is in the kernel, unread because the
 *   event loop was busy (destroyed, so the kernel resets them), or while an ended answer is still
 *   being written (cut).
 * - requests sent between the signal and the moment the event loop gets round to it (seconds
 *   under load): the answers given meanwhile said keep-alive, and the clients went on.
 * Here the queued connections are taken first, and a connection is closed only when it owes no
 * answer and has read nothing for a while, judged after a round of reads.
 */
export function trackConnections(server: Server, now: () => number = Date.now): GracefulStop {
  const connections = new Map<net.Socket, Connection>()
  let last = false
  let sweeper: NodeJS.Timeout | null = null
  let queued = 0
  let listening = true
  let stopListening = () => {}

  server.on('connection', (socket: net.Socket) => {
    connections.set(socket, { open: new Set(), bytesRead: 0, activeAt: now() })
    socket.once('close', () => connections.delete(socket))
    if (queued > 0 && --queued === 0) stopListening()
  })
  // Before the application's own listener: a handler that answers at once must still be marked.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (last) answerLastOn(response)
    const connection = connections.get(request.socket as net.Socket)
    if (!connection) return
    connection.open.add(response)
    response.once('close', () => {
      connection.open.delete(response)
      connection.activeAt = now()
    })
  })

  const answerLast = () => {
    if (last) return
    last = true
    for (const connection of connections.values())
      for (const response of connection.open) answerLastOn(response)
  }

  const closeQuiet = (quietMs: number) => {
    for (const [socket, connection] of connections) {
      if (socket.destroyed) continue
      if (connection.open.size > 0 || socket.bytesRead !== connection.bytesRead) {
        connection.bytesRead = socket.bytesRead
        connection.activeAt = now()
        continue
      }
      if (now() - connection.activeAt >= quietMs) socket.destroy()
    }
  }

  return {
    answerLast,
    close(quietMs) {
      answerLast()
      return new Promise<void>((resolve) => {
        stopListening = () => {
          if (!listening) return
          listening = false
          queued = 0
          // net's close, not http's: that one destroys 'idle' connections on the spot.
          net.Server.prototype.close.call(server, () => {
            if (sweeper) clearInterval(sweeper)
            resolve()
          })
        }
        queued = queuedConnections(server)
        if (queued === 0) stopListening()
        else setTimeout(stopListening, queueWaitMs).unref()
        for (const [socket, connection] of connections) connection.bytesRead = socket.bytesRead
        // A timer fires before the round's reads; the look waits for them (setImmediate runs after).
        sweeper = setInterval(() => setImmediate(() => closeQuiet(quietMs)), sweepMs)
      })
    },
    cut() {
      stopListening()
      if (sweeper) clearInterval(sweeper)
      for (const socket of connections.keys()) socket.destroy()
    },
  }
}

/**
 * Node closes the connection once this answer is written. An answer whose head went out before
 * the stop keeps its connection alive; that one is closed when quiet afterwards.
 */
function answerLastOn(response: ServerResponse) {
  if (!response.headersSent) response.setHeader('Connection', 'close')
}

/**
 * Connections completed by the kernel and waiting for accept() on the server's port: the
 * listening socket's receive queue in /proc/net/tcp and tcp6 (Linux). Elsewhere 0: the listener
 * closes at once, as Node's own close does.
 */
export function queuedConnections(server: Server): number {
  const address = server.address()
  if (!address || typeof address === 'string') return 0
  const port = address.port.toString(16).toUpperCase().padStart(4, '0')
  let count = 0
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string
    try {
      text = fs.readFileSync(table, 'latin1')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      const [, local, , state, queues] = line.trim().split(/\s+/)
      // State 0A is LISTEN; for a listening socket the receive queue is its accept queue.
      if (state !== '0A' || !local?.endsWith(`:${port}`)) continue
      count += Number.parseInt(queues?.split(':')[1] ?? '0', 16) || 0
    }
  }
  return count
}
