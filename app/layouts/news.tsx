import { Outlet } from 'react-router'
import { Shell } from '../components/shell.tsx'

/** [news] articles in a reading column. */
export default function NewsLayout() {
  return (
    <Shell layout="news" mainClassName="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <Outlet />
    </Shell>
  )
}
