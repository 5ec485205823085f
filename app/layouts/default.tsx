import { Outlet } from 'react-router'
import { Shell } from '../components/shell.tsx'

/** [default] shop and content pages: header, a 12-column page width, footer. */
export default function DefaultLayout() {
  return (
    <Shell layout="default" mainClassName="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <Outlet />
    </Shell>
  )
}
