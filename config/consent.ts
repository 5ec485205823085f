/** Cookie consent constants, shared by the banner code and its tests. */
export const consentSettings = {
  /** A new revision invalidates earlier decisions, so every visitor is asked again. */
  revision: 2,
  cookieName: 'cc_cookie',
  cookieLifetimeDays: 180,
  categories: ['necessary', 'analytics', 'marketing'] as const,
} as const

export type ConsentCategory = (typeof consentSettings.categories)[number]

/** Same-origin copies of vanilla-cookieconsent (scripts/copy-vendor.ts); primary first, then fallback. */
export const consentAssets = {
  scripts: ['/vendor/consent.umd.js', '/vendor/cookieconsent.umd.js'],
  styles: ['/vendor/consent.css', '/vendor/cookieconsent.css'],
} as const

/** The banner's timings in milliseconds. */
export const consentTiming = {
  pollIntervalMs: 100,
  maxPolls: 120,
  overallTimeoutMs: 12_000,
  bannerCheckMs: 2_500,
  noticeMs: 9_000,
  blockedBoxMs: 10_000,
} as const

/** Query parameters of the banner: `cc=off` disables the banner, `ccdebug=1` logs decisions. */
export const consentQuery = { disable: ['cc', 'off'], debug: ['ccdebug', '1'] } as const

/** Where the banner's server-rendered form posts a choice (server/api/cookie-consent.ts). */
export const consentFormPath = '/cookie-consent'
