import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { envVariables, parseEnv } from '../../config/env.server.ts'

/**
 * The container image and the compose file, checked without a container engine (this machine has
 * none): the compose file is valid YAML whose services fit together, its shop settings are ones the
 * shop accepts for a production start, and the image starts the way CI starts the shop.
 */
type Service = {
  image?: string
  build?: { context: string }
  environment?: Record<string, string>
  depends_on?: Record<string, { condition: string }>
  healthcheck?: { test: string[] }
  stop_grace_period?: string
  volumes?: string[]
  networks?: string[] | Record<string, { ipv4_address?: string }>
}
const compose = parse(fs.readFileSync('compose.yaml', 'utf8'), { merge: true }) as {
  services: Record<string, Service>
  volumes: Record<string, unknown>
}
const dockerfile = fs.readFileSync('Dockerfile', 'utf8')
const shops = Object.entries(compose.services).filter(([name]) => name.startsWith('shop-'))

/** Compose's `${NAME:-default}`: the value a start without an .env file gets. */
function withDefaults(environment: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [
      name,
      String(value).replace(/\$\{\w+:-([^}]*)\}/g, (_, fallback: string) => fallback),
    ]),
  )
}

function seconds(duration: string | undefined): number {
  const match = /^(\d+)s$/.exec(duration ?? '')
  return match ? Number(match[1]) : 0
}

/** The instructions of the image's last stage, the one that runs. */
const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))

describe('compose.yaml', () => {
  it('runs two shop instances with PostgreSQL, Redis, an S3-compatible store and nginx', () => {
    expect(shops.map(([name]) => name)).toEqual(['shop-1', 'shop-2'])
    for (const name of ['postgres', 'redis', 's3', 'nginx']) expect(compose.services[name]).toBeDefined()
  })

  it.each(shops)(
    '%s is built from this repository and waits for services that exist and say when they are ready',
    (_, shop) => {
      expect(shop.build?.context).toBe('.')
      for (const [dependency, { condition }] of Object.entries(shop.depends_on ?? {})) {
        const service = compose.services[dependency]
        expect(service, dependency).toBeDefined()
        if (condition === 'service_healthy') expect(service?.healthcheck, dependency).toBeDefined()
      }
    },
  )

  it.each(shops)(
    '%s sets only variables the shop reads, and they make a valid production start',
    (_, shop) => {
      const environment = withDefaults(shop.environment ?? {})
      expect(Object.keys(environment).filter((name) => !envVariables.includes(name))).toEqual([])
      const env = parseEnv(environment)
      expect(env.production).toBe(true)
      expect(env.DATABASE_URL).toMatch(/@postgres:5432\//)
    },
  )

  it.each(shops)('%s believes forwarded headers only from the nginx container', (_, shop) => {
    const nginx = compose.services.nginx?.networks as Record<string, { ipv4_address?: string }>
    expect(shop.environment?.TRUSTED_PROXIES).toBe(nginx.shop?.ipv4_address)
  })

  it.each(shops)('%s gets a stop grace longer than its drain plus the 8 s of closing', (_, shop) => {
    const drain = Number(shop.environment?.SHUTDOWN_DRAIN_MS ?? 0) / 1000
    expect(seconds(shop.stop_grace_period)).toBeGreaterThan(drain + 8)
  })

  it('declares every named volume its services mount, and gives each instance its own', () => {
    const named = Object.values(compose.services)
      .flatMap((service) => service.volumes ?? [])
      .map((mount) => mount.split(':')[0] ?? '')
      .filter((source) => !source.startsWith('.'))
    for (const volume of named) expect(Object.keys(compose.volumes)).toContain(volume)
    expect(new Set(shops.map(([, shop]) => shop.volumes?.[0])).size).toBe(2)
  })
})

describe('Dockerfile', () => {
  it('builds in stages and runs the last one as an unprivileged user', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2)
    expect(runtime).toMatch(/^USER node$/m)
    expect(runtime).toContain('COPY --from=build')
    expect(dockerfile).toContain('npm prune --omit=dev')
  })

  it('checks its health on /health/ready', () => {
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/health\/ready/m)
  })

  it('starts with the command the production-start test runs, which reads config/malloc.env', () => {
    const command = JSON.parse(/^CMD (\[.*\])$/m.exec(runtime)?.[1] ?? '[]') as string[]
    expect(command).toEqual(['bash', 'scripts/start.sh'])
    const productionStart = fs.readFileSync('tests/integration/production-start.test.ts', 'utf8')
    expect(productionStart).toContain(`start([${command.map((part) => `'${part}'`).join(', ')}]`)
    expect(fs.readFileSync('scripts/start.sh', 'utf8')).toContain('config/malloc.env')
  })

  it('leaves local state, tools and dependencies out of the build context', () => {
    const ignored = fs.readFileSync('.dockerignore', 'utf8').split('\n')
    for (const entry of ['.git', 'node_modules', '.tools', 'data', 'backups', '.env'])
      expect(ignored).toContain(entry)
  })
})
