import { Link } from 'react-router'

/** 'No account yet? Register' and back: keeps the guard's redirectTo across both forms. */
export function AccountSwitchLink({
  question,
  label,
  path,
  redirectTo,
}: {
  question: string
  label: string
  path: string
  redirectTo: string | null
}) {
  return (
    <p className="mt-8 border-t border-chalk pt-6 text-[0.95rem]">
      {question}{' '}
      <Link
        to={`${path}${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`}
        className="link"
      >
        {label}
      </Link>
    </p>
  )
}
