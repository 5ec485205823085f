/**
 * Every route of specification section 2, once. app/routes.ts registers each page once, behind
 * an optional language segment (`/:lang?/…`); the sitemap, robots rules and route tests read it too.
 *
 * `module` is a file under app/routes/; `content` pages render the Markdown of
 * content/{locale}/{path}.md with their own search metadata (spec: index, follow, no brand suffix).
 */
export const layouts = [
  'checkout',
  'customer',
  'default',
  'faqs',
  'glossar',
  'info',
  'manuals',
  'news',
  'shirt-designer',
  'split',
] as const
export type LayoutName = (typeof layouts)[number]

export type PageDef = {
  /** German path without the language prefix, React Router syntax (`:id`). */
  path: string
  module: string
  layout: LayoutName
  /** Listed in sitemap.xml (content and shop pages; never personal or developer pages). */
  sitemap: boolean
  /** Login required; 'staff': an admin logged in as admin, others get a 404. */
  auth?: 'customer' | 'guest' | 'staff'
  /**
   * Shows the visitor's own data (cart, designs, profiles, orders, service threads) even to a
   * guest: answered with `Cache-Control: no-store` (server/http/cache-policy.ts). Pages with
   * auth 'customer' or 'staff' count as personal without the flag.
   */
  personal?: boolean
  /** An old path kept as a redirect for staff into the back office; it renders nothing itself. */
  movedTo?: string
  /**
   * Renders alike for every visitor: the page's and its layout's loaders read only the address,
   * the catalog, the Markdown content, the build and (`pricedByDeliveryCountry`) the delivery
   * country, never the session, a cookie or the customer (tests/integration/same-for-guests.test.ts).
   * Such pages are rendered once and then answered from memory (server/http/page-cache.ts), to
   * guests with or without a session and to logged-in customers alike: the root loader sends
   * nothing personal either, and the header learns the login state and the cart count after load.
   */
  sameForGuests?: boolean
  /**
   * Its prices include the VAT of the visitor's delivery country, which a session may have changed:
   * alike for every visitor of one country. The page cache keeps one entry per country and reads
   * the country from the session; same-for-guests.test.ts checks that nothing else of it is read.
   */
  pricedByDeliveryCountry?: boolean
  /**
   * Beside what every visitor gets alike, a `sameForGuests` page shows a little of the visitor's own
   * state, read from the session by its loader (the wishlist's heart, the fabric sample set, the
   * descriptions of their own designs): the page cache answers it only to a visitor without a
   * session, and same-for-guests.test.ts leaves it out of the check with a customer who owns things.
   */
  showsOwnState?: boolean
}

const content = (path: string, layout: LayoutName = 'default'): PageDef => ({
  path,
  module: 'content-page.tsx',
  layout,
  sitemap: true,
  sameForGuests: true,
})
const page = (path: string, module: string, layout: LayoutName, extra: Partial<PageDef> = {}): PageDef => ({
  path,
  module,
  layout,
  sitemap: true,
  ...extra,
})

export const collarSlugs = [
  'kent-kragen',
  'haifisch-kragen',
  'haifisch-kragen-weit',
  'button-down-kragen',
  'button-under-kragen',
  'tab-kragen',
  'frack-kragen',
  'steh-kragen',
  'piccadilly-kragen',
  'winchester-kragen',
] as const

export const faqSlugs = [
  'stoffe',
  'nadel-und-faden',
  'bestellung',
  'gutscheine',
  'accessoires',
  'lieferung-zahlung',
  'vermessen-massnehmen',
  'kundenkonto-registrierung',
  'umtausch-reklamation-kulanz',
  'technische-schwierigkeiten-bedienung-webseite',
] as const

export const manualSlugs = [
  'masse',
  'stoff',
  'extras',
  'kragen',
  'tasche',
  'knoepfe',
  'ruecken',
  'monogramm',
  'manschette',
  'hemddesigns',
  'knopfleiste',
  'garne-naehte',
  'hemd-designen',
  'hemdabschluss',
  'kontraststoff',
  'so-funktionierts',
  'hemden-nachbestellen',
] as const

export const manualBase = 'manuals/hemd-designen-dk'

export const pages: readonly PageDef[] = [
  page('', 'home.tsx', 'default', { sameForGuests: true, pricedByDeliveryCountry: true }),
  // Static and info pages
  page('7er', 'shop/package7.tsx', 'default', {
    sameForGuests: true,
    pricedByDeliveryCountry: true,
    showsOwnState: true,
  }),
  content('agb', 'info'),
  content('impressum', 'info'),
  content('datenschutz', 'info'),
  content('widerruf', 'info'),
  // The withdrawal function of § 356a BGB: no login, two steps (EU Directive 2023/2673).
  page('vertrag-widerrufen', 'withdrawal/withdrawal.tsx', 'info'),
  // The accessibility statement the BFSG asks for, generated from core/accessibility/conformance.ts.
  page('barrierefreiheit', 'accessibility-statement.tsx', 'info', { sameForGuests: true }),
  page('sitemap', 'sitemap-page.tsx', 'default', { sameForGuests: true }),
  // The shop search (decision 026): a GET form, its results noindex and never cached as a page.
  page('suche', 'search.tsx', 'default', { sitemap: false }),
  content('test'),
  content('pflege'),
  content('knoepfe'),
  content('oekotex'),
  content('anbieter'),
  content('nadel-und-faden'),
  content('masshemd'),
  content('monogramm'),
  content('hemd'),
  content('hemdtasche'),
  content('manschette'),
  content('knopfleiste'),
  content('kragen'),
  ...collarSlugs.map((slug) => content(`kragen/${slug}`)),
  // Any other collar title is a route validation failure (404 'Page Not Found: {path}').
  content('kragen/:title'),
  content('kragenformen'),
  content('individualisierung'),
  content('ihre-vorteile'),
  content('erstbestellerkulanz'),
  content('corporate-fashion'),
  content('firmenhemden'),
  page('geschenkgutscheine', 'shop/gift-vouchers.tsx', 'default'),
  content('infos-zu-massnehmen'),
  content('sofunktionierts'),
  content('so-funktionierts'),
  content('zahlung-versand'),
  // The style advisor on top of the content page's text.
  page('stilberater', 'advisor/style-advisor.tsx', 'default'),
  content('business/hemden-fuer-messe'),
  content('anleitungen/hemd-designen-dk/so-funktionierts'),
  // Shop
  page('shop', 'shop/shop.tsx', 'default', { sameForGuests: true, pricedByDeliveryCountry: true }),
  page('shop/:category', 'shop/shop-category.tsx', 'default', {
    sameForGuests: true,
    pricedByDeliveryCountry: true,
  }),
  page('prod/:product', 'shop/product.tsx', 'default', {
    sameForGuests: true,
    pricedByDeliveryCountry: true,
    showsOwnState: true,
  }),
  page('stoffe', 'shop/fabrics.tsx', 'default', { sameForGuests: true, pricedByDeliveryCountry: true }),
  // The comparison of up to four fabrics; its address carries the ids, so it is not indexed.
  page('stoffe/vergleich', 'shop/fabric-compare.tsx', 'default', { sitemap: false }),
  page('stoffe/:id', 'shop/fabric.tsx', 'default', {
    sameForGuests: true,
    pricedByDeliveryCountry: true,
    showsOwnState: true,
  }),
  page('wunschliste', 'shop/wishlist.tsx', 'default', { sitemap: false, personal: true }),
  page('cart', 'shop/cart.tsx', 'default', { sitemap: false, personal: true }),
  page('checkout', 'shop/checkout.tsx', 'checkout', { sitemap: false, auth: 'customer' }),
  page('checkout-success', 'shop/checkout-success.tsx', 'checkout', { sitemap: false, personal: true }),
  page('order/completed', 'shop/order-completed.tsx', 'checkout', { sitemap: false, personal: true }),
  page('order/error', 'shop/order-error.tsx', 'checkout', { sitemap: false, personal: true }),
  page('gastbestellung/:token', 'shop/guest-order.tsx', 'checkout', { sitemap: false, personal: true }),
  // Shirt designer and own shirts
  // Personal, not sameForGuests: its loader reads the session's design and delivery country (VAT).
  page('hemdendesigner', 'designer/designer.tsx', 'shirt-designer', { personal: true }),
  page('meine-hemden', 'designer/my-shirts.tsx', 'default', { sitemap: false, personal: true }),
  page('masshemden', 'designer/templates.tsx', 'default', {
    sameForGuests: true,
    pricedByDeliveryCountry: true,
  }),
  page('masshemden/page/:page', 'designer/templates.tsx', 'default', {
    sitemap: false,
    sameForGuests: true,
    pricedByDeliveryCountry: true,
  }),
  page('masshemden/:id', 'designer/template.tsx', 'default', {
    sameForGuests: true,
    pricedByDeliveryCountry: true,
  }),
  // Measuring
  page('massnehmen', 'measuring/overview.tsx', 'default', { sameForGuests: true }),
  page('massnehmen/neu', 'measuring/new.tsx', 'default', { sameForGuests: true }),
  // The wizard keeps its entries with the session (core/measures/measure-draft.ts): personal.
  page('massnehmen/neu/:type', 'measuring/new-type.tsx', 'default', { personal: true }),
  page('massnehmen/massprofil', 'measuring/profiles.tsx', 'default', { sitemap: false, personal: true }),
  page('massnehmen/meine-masse', 'measuring/my-measures.tsx', 'default', { sitemap: false, personal: true }),
  page('massnehmen/hemd-einsenden', 'measuring/send-in.tsx', 'default', { sameForGuests: true }),
  page('massnehmen/standardgroessen', 'measuring/standard-sizes.tsx', 'default', { sameForGuests: true }),
  // Account
  page('login', 'account/login.tsx', 'split', { sitemap: false, auth: 'guest' }),
  page('register', 'account/register.tsx', 'split', { sitemap: false, auth: 'guest' }),
  page('forgot-password', 'account/forgot-password.tsx', 'split', { sitemap: false }),
  page('password-recovery', 'account/password-recovery.tsx', 'split', { sitemap: false, auth: 'guest' }),
  page('newsletter', 'account/newsletter.tsx', 'split'),
  page('dashboard', 'dashboard/overview.tsx', 'customer', { sitemap: false, auth: 'customer' }),
  page('dashboard/orders', 'dashboard/orders.tsx', 'customer', { sitemap: false, auth: 'customer' }),
  page('dashboard/profile', 'dashboard/profile.tsx', 'customer', { sitemap: false, auth: 'customer' }),
  page('dashboard/password', 'dashboard/password.tsx', 'customer', { sitemap: false, auth: 'customer' }),
  page('dashboard/settings', 'dashboard/settings.tsx', 'customer', { sitemap: false, auth: 'customer' }),
  page('dashboard/addresses', 'dashboard/addresses.tsx', 'customer', { sitemap: false, auth: 'customer' }),
  // Team orders (/firmenhemden): the organiser's list and form, one team order, the invitation.
  page('dashboard/team', 'dashboard/team-orders.tsx', 'customer', { sitemap: false, auth: 'customer' }),
  page('dashboard/team/:id', 'dashboard/team-order.tsx', 'customer', { sitemap: false, auth: 'customer' }),
  page('team/einladung/:token', 'team/invitation.tsx', 'default', { sitemap: false, personal: true }),
  // No page of its own any more: the workshop's orders moved to /admin/workshop; the old path redirects.
  page('dashboard/werkstatt', 'workshop/orders.tsx', 'customer', {
    sitemap: false,
    auth: 'staff',
    movedTo: '/admin/workshop',
  }),
  // Service and after-sales
  page('service', 'service/service.tsx', 'default', { sitemap: false, personal: true }),
  page('service/new', 'service/service-new.tsx', 'default', { sitemap: false, personal: true }),
  page('service/:id', 'service/ticket.tsx', 'default', { sitemap: false, personal: true }),
  page('aftersale', 'service/aftersale.tsx', 'default', { sitemap: false, auth: 'customer' }),
  page('aftersale/:id', 'service/ticket.tsx', 'default', { sitemap: false, auth: 'customer' }),
  // News, glossary, FAQ, manuals
  page('news', 'news/news-list.tsx', 'news', { sameForGuests: true }),
  page('news/:id', 'news/news-article.tsx', 'news', { sameForGuests: true }),
  page('glossar', 'glossary/glossary.tsx', 'glossar', { sameForGuests: true }),
  page('glossar/:letter', 'glossary/glossary.tsx', 'glossar', { sameForGuests: true }),
  content('faq', 'faqs'),
  ...faqSlugs.map((slug) => content(`faq/${slug}`, 'faqs')),
  content('manuals', 'manuals'),
  content(manualBase, 'manuals'),
  ...manualSlugs.map((slug) => content(`${manualBase}/${slug}`, 'manuals')),
  // Developer pages
  page('elements/icons', 'elements/icons.tsx', 'default', { sitemap: false }),
  page('elements/buttons', 'elements/buttons.tsx', 'default', { sitemap: false }),
  page('elements/components', 'elements/components.tsx', 'default', { sitemap: false }),
  page('elements/typography', 'elements/typography.tsx', 'default', { sitemap: false }),
]

/**
 * Query parameters that only tell analytics where a visitor came from (campaign tags, click ids
 * of ad and social networks). No page reads them: the page cache keys and renders a page without
 * them (server/http/page-cache.ts), so `/stoffe?utm_source=x` or `/?fbclid=…` shares the entry of
 * the bare address. Every other parameter counts: pages and their components read their own
 * (filters, compared fabrics, the language switch, the consent flags).
 */
export function isTrackingParam(name: string): boolean {
  return /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|igshid|twclid|ttclid|mc_cid|mc_eid|_ga|_gl)$/.test(
    name,
  )
}

/**
 * The back office: one route tree under /admin, never in four language copies; the
 * staff member's language is a setting (app/admin/locale.ts). Staff and admins only: everybody
 * else gets 404. Not in the sitemap, noindex, never stored by a cache.
 */
export const adminPages = [
  { path: 'admin', module: 'admin/overview.tsx' },
  { path: 'admin/orders', module: 'admin/orders.tsx' },
  { path: 'admin/orders/:orderId', module: 'admin/order.tsx' },
  { path: 'admin/tickets', module: 'admin/tickets.tsx' },
  { path: 'admin/tickets/:ticketId', module: 'admin/ticket.tsx' },
  { path: 'admin/feedback', module: 'admin/feedback-list.tsx' },
  { path: 'admin/feedback/:feedbackId', module: 'admin/feedback.tsx' },
  { path: 'admin/workshop', module: 'admin/workshop.tsx' },
  { path: 'admin/audit', module: 'admin/audit.tsx' },
  { path: 'admin/jobs', module: 'admin/jobs.tsx' },
  { path: 'admin/staff', module: 'admin/staff.tsx' },
  { path: 'admin/fabrics', module: 'admin/fabrics.tsx' },
  { path: 'admin/fabrics/new', module: 'admin/fabric-new.tsx' },
  { path: 'admin/fabrics/:fabricId', module: 'admin/fabric.tsx' },
  { path: 'admin/customers', module: 'admin/customers.tsx' },
  { path: 'admin/customers/:customerId', module: 'admin/customer.tsx' },
  { path: 'admin/customers/:customerId/export.json', module: 'admin/customer-export.ts' },
  { path: 'admin/vouchers', module: 'admin/vouchers.tsx' },
  { path: 'admin/newsletter', module: 'admin/newsletter.tsx' },
  { path: 'admin/newsletter.csv', module: 'admin/newsletter-csv.ts' },
  { path: 'admin/parts', module: 'admin/parts.tsx' },
  { path: 'admin/accessories', module: 'admin/accessories.tsx' },
  { path: 'admin/templates', module: 'admin/templates.tsx' },
  { path: 'admin/prices', module: 'admin/prices.tsx' },
] as const

/**
 * Markdown documents every locale must provide (/7er and /geschenkgutscheine keep their text beside
 * a form, /stilberater below the style advisor).
 */
export const pagesWithText = new Set(['7er', 'geschenkgutscheine', 'stilberater'])
export const contentPaths = pages
  .filter((p) => (p.module === 'content-page.tsx' || pagesWithText.has(p.path)) && !p.path.includes(':'))
  .map((p) => p.path)

/**
 * Paths that search engines must not index, and the fabric comparison and the search, whose
 * content is whatever their address asks for.
 */
export function isNoIndexPath(pathWithoutLocale: string): boolean {
  return /^\/(service|dashboard|elements|admin|team|suche|stoffe\/vergleich)(\/|$)/.test(pathWithoutLocale)
}
