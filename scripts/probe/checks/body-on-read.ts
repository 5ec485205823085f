import net from 'node:net'

/**
 * A GET (or HEAD) that declares a chunked body of `megabytes`, written to a raw socket in 64 KB
 * chunks, as the outside probe sent it: what came back, how much had been sent by then, and
 * whether the shop closed the connection instead of reading the body to its end.
 */
export type ReadWithBody = {
  status: number
  reason: string
  /** The shop closed the connection before the body's last chunk was sent. */
  closedByShop: boolean
  sentMb: number
}

export function readWithBody(
  origin: string,
  path: string,
  method: 'GET' | 'HEAD' = 'GET',
  megabytes = 100,
): Promise<ReadWithBody> {
  const url = new URL(origin)
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port || 80), url.hostname.replace(/^\[|\]$/g, ''))
    const total = megabytes * 1024 * 1024
    const piece = Buffer.alloc(64 * 1024, 'a')
    const chunk = Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
    let sent = 0
    let received = ''
    let finished = false
    const finish = (closedByShop: boolean) => {
      if (finished) return
      finished = true
      clearTimeout(timer)
      socket.destroy()
      resolve({
        status: Number(received.slice(9, 12)) || 0,
        reason: /"reason":"([A-Z_]+)"/.exec(received)?.[1] ?? '',
        closedByShop,
        sentMb: Math.round((sent / 1024 / 1024) * 10) / 10,
      })
    }
    socket.on('connect', () => {
      socket.write(`${method} ${path} HTTP/1.1\r\nHost: ${url.host}\r\nTransfer-Encoding: chunked\r\n\r\n`)
      const pump = () => {
        // Stops once an answer arrived: from then on only the shop's close is awaited.
        while (sent < total && !received && !socket.destroyed) {
          sent += piece.length
          if (!socket.write(chunk)) return void socket.once('drain', pump)
        }
        if (sent >= total && !socket.destroyed) socket.write('0\r\n\r\n')
      }
      pump()
    })
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1')
    })
    socket.on('error', () => {
      // The close that follows tells.
    })
    // The shop's side ended (or reset) while the body was unfinished.
    socket.on('end', () => finish(sent < total))
    socket.on('close', () => finish(sent < total))
    // An answer without a close: the shop went on reading the body.
    const timer = setTimeout(() => finish(false), 5_000)
  })
}

/** The probe's line for GET and HEAD with a 100 MB chunked body, to the API and to a page. */
export async function probeBodyOnRead(origin: string): Promise<string> {
  const lines: string[] = []
  for (const [method, path] of [
    ['GET', '/health/live'],
    ['GET', '/api/session.php'],
    ['GET', '/'],
    ['HEAD', '/'],
  ] as const) {
    const answer = await readWithBody(origin, path, method)
    lines.push(
      `${method} ${path}: ${answer.status}${answer.reason ? ` ${answer.reason}` : ''}, ${answer.closedByShop ? 'closed by the shop' : 'left open'} after ${answer.sentMb} MB sent`,
    )
  }
  return lines.join('; ')
}
