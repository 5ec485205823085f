import { layout, type RouteConfig, route } from '@react-router/dev/routes'
import { adminPages, layouts, pages } from '../config/pages.ts'

const prefixes = [
  ['de', ''],
  ['en', 'en/'],
  ['fr', 'fr/'],
  ['es', 'es/'],
] as const

/**
 * Every page of config/pages.ts in each language: German without prefix, /en, /fr, /es as prefixes.
 * Route ids carry the locale so that one module can serve all four.
 */
export default [
  ...prefixes.flatMap(([locale, prefix]) =>
    layouts.map((name) =>
      layout(
        `layouts/${name}.tsx`,
        { id: `${locale}:layout:${name}` },
        pages
          .filter((page) => page.layout === name)
          .map((page) =>
            route(`${prefix}${page.path}`.replace(/\/$/, '') || '/', `routes/${page.module}`, {
              id: `${locale}:${page.path || 'home'}`,
            }),
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
