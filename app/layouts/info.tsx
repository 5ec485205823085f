import { Outlet } from 'react-router'
import { Shell } from '../components/shell.tsx'

/** [info] legal texts: one calm reading column. */
export default function InfoLayout() {
  return (
    <Shell layout="info" mainClassName="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <Outlet />
    </Shell>
  )
}
