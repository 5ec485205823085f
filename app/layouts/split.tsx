import { Outlet } from 'react-router'
import { Shell } from '../components/shell.tsx'
import { useTranslation } from '../i18n/react.tsx'

/** [split] account forms beside a calm brand panel. */
export default function SplitLayout() {
  const { t } = useTranslation()
  return (
    <Shell
      layout="split"
      mainClassName="mx-auto grid w-full max-w-7xl grid-cols-1 gap-0 px-0 sm:px-6 sm:py-12 md:grid-cols-2"
    >
      <aside className="hidden bg-ink p-10 text-paper md:flex md:flex-col md:justify-between md:rounded-l-sm lg:p-14">
        <div>
          <p className="text-sm font-medium uppercase tracking-[0.14em] text-[#d9c29a]">
            {t('home.eyebrow')}
          </p>
          <p className="mt-4 font-serif text-4xl leading-tight">{t('home.title')}</p>
        </div>
        <ul className="mt-10 space-y-5 text-[0.95rem] text-paper/85">
          <li>
            <strong className="block font-medium text-paper">{t('home.promise1Title')}</strong>
            {t('home.promise1Text')}
          </li>
          <li>
            <strong className="block font-medium text-paper">{t('home.promise2Title')}</strong>
            {t('home.promise2Text')}
          </li>
          <li>
            <strong className="block font-medium text-paper">{t('home.promise3Title')}</strong>
            {t('home.promise3Text')}
          </li>
        </ul>
      </aside>
      <div className="bg-paper px-4 py-10 sm:px-10 md:rounded-r-sm md:border md:border-chalk lg:px-14">
        <Outlet />
      </div>
    </Shell>
  )
}
