import { NavLink, Outlet } from 'react-router'
import { Shell } from '../components/shell.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useLocalePath } from '../lib/use-locale.ts'

export const glossaryLetters = 'abcdefghijklmnopqrstuvwxyz'.split('')

/** [glossar] A–Z navigation above the terms. */
export default function GlossarLayout() {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <Shell layout="glossar" mainClassName="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <nav aria-label={t('pages.glossary.lettersLabel')} className="mb-8">
        <ul className="flex flex-wrap gap-1">
          {glossaryLetters.map((letter) => (
            <li key={letter}>
              <NavLink
                to={to(`/glossar/${letter}`)}
                className={({ isActive }) =>
                  `inline-flex h-11 w-11 items-center justify-center rounded-sm border font-serif text-lg uppercase no-underline ${isActive ? 'border-ink bg-ink text-paper' : 'border-chalk hover:bg-linen'}`
                }
              >
                {letter}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </Shell>
  )
}
