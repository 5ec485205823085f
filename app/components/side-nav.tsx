import { NavLink, useLocation } from 'react-router'
import { FoldChevron } from './fold-chevron.tsx'

type Item = { to: string; label: string; end?: boolean }

function isCurrent(item: Item, pathname: string) {
  return pathname === item.to || (item.end === false && pathname.startsWith(`${item.to}/`))
}

/**
 * Section navigation beside reading pages (FAQ topics, manual chapters, dashboard). On a phone it
 * is folded into one button naming the current page, so the page's own content starts on the
 * first screen; a `<details>` folds without scripts. From md up the list stands beside the page.
 */
export function SideNav({ label, items }: { label: string; items: Item[] }) {
  const { pathname } = useLocation()
  const current = items.find((item) => isCurrent(item, pathname))
  return (
    <>
      {/* Keyed by the address: a link followed inside it opens the next page with it folded. */}
      <details key={pathname} className="group rounded-sm border border-chalk md:hidden">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 [&::-webkit-details-marker]:hidden">
          <span className="min-w-0">
            <span className="block font-sans text-xs font-semibold uppercase tracking-[0.12em] text-thread-dark">
              {label}
            </span>
            {current ? <span className="block truncate">{current.label}</span> : null}
          </span>
          <FoldChevron />
        </summary>
        <Links label={label} items={items} className="border-t border-chalk px-2 py-2" />
      </details>
      <div className="hidden md:block">
        <h2 className="mb-2 font-sans text-sm font-semibold uppercase tracking-[0.12em] text-thread-dark">
          {label}
        </h2>
        <Links label={label} items={items} />
      </div>
    </>
  )
}

function Links({ label, items, className = '' }: { label: string; items: Item[]; className?: string }) {
  return (
    <nav aria-label={label} className={`text-[0.95rem] ${className}`}>
      <ul className="space-y-0.5 border-l border-chalk">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end ?? true}
              className={({ isActive }) =>
                `-ml-px flex min-h-11 items-center border-l-2 py-1.5 pl-3 no-underline hover:text-thread-dark md:block md:min-h-0 ${isActive ? 'border-thread font-medium text-ink' : 'border-transparent text-ink-soft'}`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
