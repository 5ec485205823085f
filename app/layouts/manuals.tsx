import { Outlet } from 'react-router'
import { manualBase, manualSlugs } from '#config/pages.ts'
import { Shell } from '../components/shell.tsx'
import { SideNav } from '../components/side-nav.tsx'
import { loadTitles } from '../content/content.server.ts'
import { useTranslation } from '../i18n/react.tsx'
import { requestLocale } from '../lib/page.server.ts'
import { useLocalePath } from '../lib/use-locale.ts'
import type { Route } from './+types/manuals'

/** [manuals] the designer manual's chapters beside the text. */
export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = requestLocale(request)
  return {
    chapters: await loadTitles(locale, [
      'manuals',
      manualBase,
      ...manualSlugs.map((slug) => `${manualBase}/${slug}`),
    ]),
  }
}

export default function ManualsLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    // minmax(0, …): the text column never grows past the screen for a wide table, which scrolls
    // in its own box instead (WCAG 1.4.10 at 320 px).
    <Shell
      layout="manuals"
      mainClassName="mx-auto grid w-full max-w-7xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 sm:py-14 md:grid-cols-[16rem_minmax(0,1fr)]"
    >
      <div className="md:order-2">
        <Outlet />
      </div>
      <div className="md:order-1">
        <SideNav
          label={t('nav.manuals')}
          items={loaderData.chapters.map((chapter) => ({ to: to(chapter.path), label: chapter.title }))}
        />
      </div>
    </Shell>
  )
}
