import { CollarSketch } from '../illustrations.tsx'
import { Logo } from '../logo.tsx'

const icons = {
  account: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </>
  ),
  cart: (
    <>
      <path d="M5 8h14l-1.2 12H6.2L5 8Z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </>
  ),
  language: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 3 2.5 15 0 18M12 3c-2.5 3-2.5 15 0 18" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
}

/** Every symbol the shop draws, at the sizes it uses them. */
export function IconsShowcase() {
  return (
    <div className="space-y-10">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-5">
        {Object.entries(icons).map(([name, paths]) => (
          <li key={name} className="flex flex-col items-center gap-3 rounded-sm border border-chalk p-4">
            <div className="flex items-end gap-3">
              {[16, 20, 24].map((size) => (
                <svg
                  key={size}
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  width={size}
                  height={size}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                >
                  {paths}
                </svg>
              ))}
            </div>
            <code className="text-sm">{name}</code>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-10 rounded-sm border border-chalk p-6">
        <Logo />
        <CollarSketch className="w-48 text-ink" />
      </div>
    </div>
  )
}
