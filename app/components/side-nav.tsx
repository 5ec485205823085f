import { NavLink } from 'react-router'

/** Section navigation beside reading pages (FAQ topics, manual chapters, dashboard). */
export function SideNav({
  label,
  items,
}: {
  label: string
  items: { to: string; label: string; end?: boolean }[]
}) {
  return (
    <nav aria-label={label} className="text-[0.95rem]">
      <h2 className="mb-2 font-sans text-sm font-semibold uppercase tracking-[0.12em] text-thread-dark">
        {label}
      </h2>
      <ul className="space-y-0.5 border-l border-chalk">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end ?? true}
              className={({ isActive }) =>
                `-ml-px block border-l-2 py-1.5 pl-3 no-underline hover:text-thread-dark ${isActive ? 'border-thread font-medium text-ink' : 'border-transparent text-ink-soft'}`
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
