import { Link } from 'react-router'
import { pages } from '#config/pages.ts'
import { PageIntro } from '../components/page-intro.tsx'
import { loadContent } from '../content/content.server.ts'
import { useTranslation } from '../i18n/react.tsx'
import { messagesMeta, requestLocale } from '../lib/page.server.ts'
import { routeMeta } from '../lib/seo.ts'
import { useLocalePath } from '../lib/use-locale.ts'
import type { Route } from './+types/sitemap-page'

type Group = 'groupInfo' | 'groupShop' | 'groupMeasuring' | 'groupService' | 'groupHelp' | 'groupLegal'

function groupOf(path: string): Group {
  if (/^(agb|impressum|datenschutz|widerruf|barrierefreiheit|zahlung-versand)$/.test(path))
    return 'groupLegal'
  if (/^(faq|manuals|anleitungen|glossar|news)/.test(path)) return 'groupHelp'
  if (/^massnehmen/.test(path)) return 'groupMeasuring'
  if (/^(shop|stoffe|hemdendesigner|masshemden|7er|geschenkgutscheine)/.test(path)) return 'groupShop'
  if (/^(service|aftersale|newsletter)/.test(path)) return 'groupService'
  return 'groupInfo'
}

/** /sitemap: every public page by topic, with its title in the visitor's language. */
export async function loader({ request }: Route.LoaderArgs) {
  const { locale, t } = requestLocale(request)
  const listed = pages.filter((page) => page.sitemap && page.path !== '' && !page.path.includes(':'))
  const entries = await Promise.all(
    listed.map(async (page) => {
      const key = page.module === 'content-page.tsx' ? null : appPageKey(page.path)
      // App pages with an editorial text (the 7-shirt package, gift vouchers, the style advisor)
      // are named by its heading, like the content pages.
      const doc = key ? null : await loadContent(locale, page.path)
      return {
        path: `/${page.path}`,
        title: key ? t(key) : (doc?.heading ?? doc?.title ?? page.path),
        group: groupOf(page.path),
      }
    }),
  )
  return { meta: messagesMeta(request, 'sitemap'), entries }
}

/** The message key of an app page's title. */
function appPageKey(path: string): string | null {
  const keys: Record<string, string> = {
    sitemap: 'sitemap',
    shop: 'shop',
    stoffe: 'fabrics',
    hemdendesigner: 'designer',
    masshemden: 'templates',
    massnehmen: 'measuring',
    'massnehmen/neu': 'measuringNew',
    'massnehmen/hemd-einsenden': 'sendIn',
    'massnehmen/standardgroessen': 'standardSizes',
    newsletter: 'newsletter',
    news: 'news',
    glossar: 'glossary',
  }
  if (path === 'barrierefreiheit') return 'accessibilityStatement.title'
  if (path === 'vertrag-widerrufen') return 'withdrawal.title'
  return keys[path] ? `pages.${keys[path]}.title` : null
}

export const meta = routeMeta

const groups: Group[] = [
  'groupShop',
  'groupInfo',
  'groupMeasuring',
  'groupHelp',
  'groupService',
  'groupLegal',
]

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <div>
      <PageIntro title={t('pages.sitemap.title')} lead={t('pages.sitemap.lead')} />
      <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <section key={group} aria-labelledby={`sitemap-${group}`}>
            <h2 id={`sitemap-${group}`} className="mb-3 text-2xl">
              {t(`pages.sitemap.${group}`)}
            </h2>
            <ul className="space-y-1">
              {loaderData.entries
                .filter((entry) => entry.group === group)
                .map((entry) => (
                  <li key={entry.path}>
                    <Link to={to(entry.path)} className="link">
                      {entry.title}
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
