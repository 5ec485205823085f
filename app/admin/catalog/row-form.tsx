import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { buttonClass } from '../../components/button.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import type { rowResult } from './action-result.ts'
import { RowMessage } from './fields.tsx'

/**
 * The form of one catalog row: it posts its intent and the row's id (`name` = `id`) with the
 * fields the caller places; `SaveRow` puts the button and the row's answer where they belong.
 */
export function RowForm({
  intent,
  id,
  className,
  testId,
  children,
}: {
  intent: string
  id: { name: string; value: number }
  className: string
  testId?: string
  children: ReactNode
}) {
  return (
    <Form method="post" className={className} data-testid={testId}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={id.name} value={id.value} />
      {children}
    </Form>
  )
}

/** A row's submit button ('Save' unless named) and what became of its last post. */
export function SaveRow({
  result,
  label = 'admin.catalog.save',
}: {
  result: ReturnType<typeof rowResult>
  label?: string
}) {
  const { t } = useTranslation()
  return (
    <>
      <button type="submit" className={buttonClass('sm', 'secondary')}>
        {t(label)}
      </button>
      <RowMessage refused={result.refused} saved={result.saved} />
    </>
  )
}
