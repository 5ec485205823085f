import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import {
  type AddressRange,
  type AddressRanges,
  addressMatcher,
  loopbackRanges,
  parseAddressRange,
} from './address-ranges.ts'
import { isLocale, type Locale } from './locales.ts'

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true')

/** `host=lang` pairs, e.g. `shirts.example.co.uk=en,chemises.example.fr=fr`. */
const hostLanguages = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const map = new Map<string, Locale>()
    for (const pair of (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [host, lang] = pair.split('=').map((part) => part.trim().toLowerCase())
      if (!host || !isLocale(lang)) {
        ctx.addIssue({ code: 'custom', message: `HOST_LANGUAGES: '${pair}' is not host=de|en|fr|es` })
        return z.NEVER
      }
      map.set(host, lang)
    }
    return map
  })

const hostList = z
  .string()
  .optional()
  .transform(
    (value) =>
      new Set(
        (value ?? '')
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
  )

/** `10.0.0.0/8, 192.168.1.7, fd00::/8`: the addresses whose X-Forwarded-* headers are believed. */
const addressRanges = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const ranges: AddressRange[] = []
    for (const part of (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)) {
      const range = parseAddressRange(part)
      if (!range) {
        ctx.addIssue({ code: 'custom', message: `'${part}' is not an IP address or CIDR range` })
        return z.NEVER
      }
      ranges.push(range)
    }
    return ranges
  })

/** A mail address, bare or with a display name: `shop@example.com`, `"Nadel & Faden" <shop@example.com>`. */
const mailbox = z
  .string()
  .trim()
  .refine(
    (value) => /^(?:[^<>]*<[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)$/.test(value),
    {
      message: 'expected an address like shop@example.com or "Name" <shop@example.com>',
    },
  )

const EnvSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The address the server listens on. All of them by default: a container, a balancer on another
   * machine and Prometheus scraping each instance need that. With the proxy on the same machine,
   * 127.0.0.1 closes the port to everyone else (`npm run cluster` does so).
   */
  BIND: z
    .string()
    .trim()
    .refine((value) => isIP(value) !== 0, {
      message: 'expected an IP address, e.g. 127.0.0.1 or ::',
    })
    .default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * Behind a proxy that keeps upstream connections alive: how long after SIGTERM the instance
   * still takes requests (each answer says `Connection: close`) before it stops listening. Set it
   * above the proxy's upstream keep-alive timeout, so the proxy never sends on a connection the
   * instance has just closed (a POST it cannot retry). 0 without a proxy.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** PostgreSQL: waits before a request is answered 503 (db/client.ts DatabaseTimeouts). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /**
   * At start, how often the database is tried before the process gives up, and the first wait
   * between tries (doubled each time, at most 10 s): by default 6 tries over about 30 s, so an
   * instance started with its database (a reboot, a compose file) waits for it.
   */
  DB_START_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(6),
  DB_START_BACKOFF_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  /**
   * How long a request may run before it is answered 503 with Retry-After (reason
   * REQUEST_TIMEOUT) and its remaining database work is refused (server/http/deadline.ts); the
   * production-sheet PDFs and uploads (multipart) get REQUEST_TIMEOUT_LONG_MS. Both below the
   * proxy's read timeout (60 s).
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  REQUEST_TIMEOUT_LONG_MS: z.coerce.number().int().min(100).max(600_000).default(55_000),
  /** The shop's address for absolute links (mails, canonical, sitemap); reduced to its origin. */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .transform((value) => new URL(value).origin)
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The sender of every mail, `shop@example.com` or `"Name" <shop@example.com>`. */
  MAIL_FROM: mailbox.optional(),
  /** Where customers' replies go; the shop's service address by default. */
  MAIL_REPLY_TO: mailbox.optional(),
  SHOP_DEMO: flag,
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12).optional(),
  TURNSTILE_SITE_KEY: z.string().optional(),
  TURNSTILE_SECRET: z.string().optional(),
  FORCE_HTTPS: flag,
  CANONICAL_HOST: z.string().toLowerCase().optional(),
  REDIRECT_ALLOWED_HOSTS: hostList,
  /** Shorthand for a proxy on the same machine: TRUSTED_PROXIES plus 127.0.0.0/8 and ::1. */
  TRUST_PROXY: flag,
  /**
   * The reverse proxies (IPs and CIDR ranges, IPv4 and IPv6, comma-separated): only a request
   * whose connection comes from one of them has its X-Forwarded-For/-Proto/-Host and X-Request-Id
   * believed (server/http/request-info.ts).
   */
  TRUSTED_PROXIES: addressRanges,
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * The secret the invitation links and guest order links are encrypted with at rest
   * (core/secrets/sealed.ts, AES-256-GCM). Required in production; elsewhere a development default.
   * Changing it voids the kept links (a new invitation link, guest mails without the link).
   */
  TOKEN_ENCRYPTION_KEY: z
    .string()
    .min(32, 'TOKEN_ENCRYPTION_KEY: at least 32 characters (openssl rand -base64 32)')
    .optional(),
  /** Bearer token of GET /metrics (Prometheus); without it the endpoint does not exist. */
  METRICS_TOKEN: z
    .string()
    .min(24, 'METRICS_TOKEN: at least 24 characters (openssl rand -hex 32)')
    .optional(),
  /** The rate limits' key prefix in Redis: several shops (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,40}$/)
    .default('nf-limit'),
  HOST_LANGUAGES: hostLanguages,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Card and PayPal payments through Stripe Checkout: offered only when both are set. */
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** Another Stripe API address (a local stripe-mock or the tests' fake); Stripe's own by default. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  /** Skips the start-up render of option pictures (quick local runs); pages then render on demand. */
  SKIP_MEDIA_WARMUP: flag,
  /**
   * The page cache for visitors without a session (server/http/page-cache.ts): most pages kept
   * (0 turns it off), most megabytes of HTML, and the age after which a page is rendered again.
   */
  PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4_096).default(48),
  PAGE_CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /**
   * Object storage (server/storage/, docs/operations.md): with S3_BUCKET set, uploaded photos,
   * fabric samples, team logos and the media cache live in this S3-compatible bucket, shared by
   * every instance; without it, in DATA_DIR. The keys come from the default AWS chain (a role,
   * AWS_PROFILE) when S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not set.
   */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
    )
    .optional(),
  /** Another S3-compatible service (MinIO, Ceph, R2, …); AWS's own address for S3_REGION by default. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'a region such as eu-central-1 or us-east-1')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Addresses objects as `endpoint/bucket/key` (MinIO and most self-hosted stores need it). */
  S3_FORCE_PATH_STYLE: flag,
  /** How long one request to the bucket may take before the answer is 503 STORAGE_UNAVAILABLE. */
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
})

/** Every variable the shop reads: a deployment file that sets another one has a typo. */
export const envVariables: readonly string[] = Object.keys(EnvSchema.shape)

export type Env = z.infer<typeof EnvSchema> & {
  /** Absolute data directory. */
  dataDir: string
  /** TRUSTED_PROXIES, with the loopback addresses when TRUST_PROXY=1; empty: no proxy is believed. */
  trustedProxies: AddressRanges
  /**
   * A production start: NODE_ENV=production as the operator gave it, or FORCE_HTTPS. It has no demo,
   * and it refuses to start while the demo admin's published password still opens the back office.
   */
  production: boolean
  /**
   * Demo accounts, vouchers, content and the demo payment: only when asked for with SHOP_DEMO=1
   * (`npm start` asks for it on a start with nothing configured, scripts/start.sh).
   */
  demo: boolean
  /** The bucket's settings when S3_BUCKET is set (server/storage/s3-store.ts); null: files in DATA_DIR. */
  s3: S3Settings | null
  /** TOKEN_ENCRYPTION_KEY, or outside production the development default. */
  tokenSecret: string
}

/** The key of a start that is not production and has none configured: public, so never for real links. */
export const developmentTokenSecret = 'nadel-und-faden development token key, not for production'

export type S3Settings = {
  bucket: string
  endpoint?: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
  requestTimeoutMs: number
}

/** A configuration the server refuses, with each variable that is wrong and why (never its value). */
export class ConfigError extends Error {
  readonly issues: { variable: string; message: string }[]
  constructor(issues: { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${issues.map((issue) => `  ${issue.variable}: ${issue.message}`).join('\n')}`,
    )
    this.name = 'ConfigError'
    this.issues = issues
  }
}

/**
 * Parses the environment once at start; a bad value stops the server with a readable message, an
 * empty one counts as not set.
 * `source.NODE_ENV` must be the operator's: a default set for the libraries is not a production start.
 */
export function parseEnv(given: Record<string, string | undefined>): Env {
  // `KEY=` (an env file, compose's `${KEY:-}`) means not set, as in systemd and Docker.
  const source = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== ''))
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => ({
        variable: issue.path.join('.') || 'env',
        message: issue.message,
      })),
    )
  }
  const env = result.data
  if (env.TURNSTILE_SITE_KEY && !env.TURNSTILE_SECRET) {
    throw new ConfigError([
      {
        variable: 'TURNSTILE_SECRET',
        message: 'TURNSTILE_SECRET is required when TURNSTILE_SITE_KEY is set',
      },
    ])
  }
  const trustedProxies = addressMatcher([...env.TRUSTED_PROXIES, ...(env.TRUST_PROXY ? loopbackRanges : [])])
  if ((env.FORCE_HTTPS || trustedProxies.list.length > 0) && !env.PUBLIC_ORIGIN) {
    // A deployment must not build links in mails and pages from the Host header it was sent.
    throw new ConfigError([
      {
        variable: 'PUBLIC_ORIGIN',
        message:
          'PUBLIC_ORIGIN is required when FORCE_HTTPS, TRUST_PROXY or TRUSTED_PROXIES is set (the address customers use, e.g. PUBLIC_ORIGIN=https://nadel-und-faden.de)',
      },
    ])
  }
  const production = env.FORCE_HTTPS || source.NODE_ENV === 'production'
  if (production && env.SHOP_DEMO) {
    throw new ConfigError([
      {
        variable: 'SHOP_DEMO',
        message:
          'SHOP_DEMO=1 is refused with NODE_ENV=production or FORCE_HTTPS: a production start never has demo accounts, vouchers or the test payment (docs/operations.md, production mode)',
      },
    ])
  }
  if (production && !env.TOKEN_ENCRYPTION_KEY) {
    throw new ConfigError([
      {
        variable: 'TOKEN_ENCRYPTION_KEY',
        message:
          'TOKEN_ENCRYPTION_KEY is required with NODE_ENV=production or FORCE_HTTPS: invitation and guest order links are encrypted with it (openssl rand -base64 32; docs/operations.md)',
      },
    ])
  }
  return {
    ...env,
    tokenSecret: env.TOKEN_ENCRYPTION_KEY ?? developmentTokenSecret,
    dataDir: path.resolve(env.DATA_DIR),
    trustedProxies,
    production,
    demo: env.SHOP_DEMO,
    s3: s3SettingsOf(env),
  }
}

/**
 * The S3_* settings as one, or the first one that is missing: a half-configured bucket must stop
 * the start (the files would land in DATA_DIR of one instance without anyone noticing).
 */
function s3SettingsOf(env: z.infer<typeof EnvSchema>): S3Settings | null {
  const given = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => env[name] !== undefined,
  )
  if (!env.S3_BUCKET) {
    if (given.length === 0 && !env.S3_FORCE_PATH_STYLE) return null
    throw new ConfigError([
      {
        variable: 'S3_BUCKET',
        message: `S3_BUCKET is required when ${given[0] ?? 'S3_FORCE_PATH_STYLE'} is set (the bucket the shop's files go to)`,
      },
    ])
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'
    throw new ConfigError([
      {
        variable: missing,
        message: `${missing} is required with ${missing === 'S3_ACCESS_KEY_ID' ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'} (both, or neither for the default AWS credentials)`,
      },
    ])
  }
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    requestTimeoutMs: env.S3_TIMEOUT_MS,
  }
}

/** The part of the configuration that the browser may see. */
export function publicEnv(env: Env) {
  return { turnstileSiteKey: env.TURNSTILE_SITE_KEY ?? null }
}
