/** A confirmation (success) or a problem with a link (danger), announced politely to screen readers. */
export function Notice({
  message,
  tone = 'success',
}: {
  message?: string | null
  tone?: 'success' | 'danger'
}) {
  if (!message) return null
  return (
    <p
      role="status"
      className={`mb-6 rounded-sm border-l-4 bg-linen px-4 py-3 text-[0.95rem] ${tone === 'success' ? 'border-success' : 'border-danger'}`}
    >
      {message}
    </p>
  )
}
