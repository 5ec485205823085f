import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'
import { adminPages, layouts, pages } from '../config/pages.ts'

/**
 * One route tree for the four languages, as Hydrogen's `($locale)` routes: an optional first
 * segment (German has none; routes/language.tsx answers 404 for anything but en, fr and es), then
 * every page of config/pages.ts once, inside its layout. The locale itself comes from the address
 * (config/locale-path.ts splitLocale), never from a route id.
 */
export default [
  route(
    ':lang?',
    'routes/language.tsx',
    { id: 'language' },
    layouts.map((name) =>
      layout(
        `layouts/${name}.tsx`,
        { id: `layout:${name}` },
        pages
          .filter((page) => page.layout === name)
          .map((page) =>
            page.path === ''
              ? index(`routes/${page.module}`, { id: 'home' })
              : route(page.path, `routes/${page.module}`, { id: page.path }),
          ),
      ),
    ),
  ),
  layout(
    'layouts/admin.tsx',
    { id: 'admin:layout' },
    adminPages.map((page) => route(page.path, `routes/${page.module}`, { id: `admin:${page.path}` })),
  ),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
