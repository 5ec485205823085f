import { Outlet } from 'react-router'
import { Shell } from '../components/shell.tsx'

/** [shirt-designer] the whole width for preview and options, a compact header and footer. */
export default function ShirtDesignerLayout() {
  return (
    <Shell layout="shirt-designer" compact mainClassName="w-full px-4 py-6 sm:px-6">
      <Outlet />
    </Shell>
  )
}
