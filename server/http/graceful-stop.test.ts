import http from 'node:http'
import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { queuedConnections, trackConnections } from './graceful-stop.ts'

const servers: http.Server[] = []
const sockets: net.Socket[] = []

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy()
  for (const server of servers.splice(0)) server.closeAllConnections()
})

async function serve(handler: http.RequestListener) {
  const server = http.createServer(handler)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as net.AddressInfo).port, stop: trackConnections(server) }
}

function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  sockets.push(socket)
  return socket
}

/** Everything the server sends on `socket` until it closes; a reset rejects. */
function readAll(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1')
    })
    socket.on('error', reject)
    socket.on('close', () => resolve(text))
  })
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`
const answered = (text: string) => text.match(/HTTP\/1\.1 200 OK/g)?.length ?? 0

describe('trackConnections', () => {
  it('lets an ended answer that is still being written reach a slow reader', async () => {
    const body = Buffer.alloc(8 * 1024 * 1024, 'x')
    const { port, stop } = await serve((_request, response) => response.end(body))
    const socket = connect(port)
    socket.pause()
    socket.write(get('/big'))
    await new Promise((resolve) => setTimeout(resolve, 200))
    const closed = stop.close(50)
    // The client reads only after the stop, long after the answer was ended.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const text = readAll(socket)
    socket.resume()
    expect((await text).length).toBeGreaterThan(body.length)
    await closed
  })

  it('answers a request that reaches an open connection after the stop, with Connection: close', async () => {
    const { port, stop } = await serve((_request, response) => response.end('ok'))
    const socket = connect(port)
    const text = readAll(socket)
    socket.write(get('/first'))
    await new Promise((resolve) => setTimeout(resolve, 100))
    const closed = stop.close(500)
    await new Promise((resolve) => setTimeout(resolve, 200))
    socket.write(get('/second'))
    const all = await text
    expect(answered(all)).toBe(2)
    expect(all.split('HTTP/1.1 200 OK')[2]).toMatch(/\r\nConnection: close\r\n/i)
    await closed
  })

  it('closes a connection once it has been quiet for the quiet time after its last answer', async () => {
    const { port, stop } = await serve((_request, response) => response.end('ok'))
    const socket = connect(port)
    let answeredAt = 0
    socket.once('data', () => {
      answeredAt = Date.now()
    })
    const text = readAll(socket)
    socket.write(get('/only'))
    await new Promise((resolve) => setTimeout(resolve, 100))
    await stop.close(300)
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(290)
    expect(answered(await text)).toBe(1)
  })
})

describe('queuedConnections', () => {
  it.runIf(process.platform === 'linux')(
    'counts connections the kernel completed and the server has not accepted',
    async () => {
      const { server, port } = await serve((_request, response) => response.end('ok'))
      for (let index = 0; index < 5; index++) connect(port)
      // net.connect dials on the next tick; the handshakes complete in the kernel while this
      // function keeps the event loop, so nothing is accepted yet.
      await new Promise((resolve) => process.nextTick(resolve))
      const until = Date.now() + 100
      while (Date.now() < until) {
        // busy: the loopback handshakes need no event loop
      }
      expect(queuedConnections(server)).toBe(5)
    },
  )
})
