import { Form } from 'react-router'
import { type AdvisorAnswers, advisorQuestionOrder, advisorQuestions } from '#core/advisor/style-advice.ts'
import { Button } from '../components/button.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { AnswerPicture } from './answer-pictures.tsx'

/** Rows without a lonely last picture: four answers two by two on a phone, five three and two. */
const columns: Record<number, string> = {
  3: 'grid-cols-3',
  4: 'grid-cols-2 sm:grid-cols-4',
  5: 'grid-cols-3 sm:grid-cols-5',
}

/**
 * The five questions, answered by tapping pictures: a GET form, so the answers end up in the
 * address (shareable, and the same without JavaScript). Colours take several answers or none.
 */
export function AdvisorForm({
  answers,
  headingId,
  incomplete,
}: {
  answers: AdvisorAnswers
  headingId: string
  /** Some answers are in the address but not all that are needed: say which are missing. */
  incomplete: boolean
}) {
  const { t } = useTranslation()
  return (
    <Form method="get" aria-labelledby={headingId} className="grid gap-6">
      {incomplete ? (
        <p
          role="alert"
          className="rounded-sm border border-danger/40 bg-danger/5 px-4 py-3 text-sm text-danger"
        >
          {t('advisor.incomplete')}
        </p>
      ) : null}
      {advisorQuestionOrder.map((question, index) => {
        const multiple = question === 'colours'
        const chosen = (choice: string) =>
          multiple ? answers.colours.includes(choice as never) : answers[question] === choice
        return (
          <fieldset key={question} className="min-w-0">
            <legend className="mb-2 font-medium">
              <span className="tabular mr-2 text-thread-dark">{index + 1}/5</span>
              {t(`advisor.questions.${question}.label`)}
              {multiple ? (
                <span className="ml-2 text-sm font-normal text-ink-soft">{t('advisor.coloursHint')}</span>
              ) : null}
            </legend>
            <div className={`grid gap-2 ${columns[advisorQuestions[question].length] ?? 'grid-cols-3'}`}>
              {advisorQuestions[question].map((choice) => (
                <label
                  key={choice}
                  className="flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-sm border border-chalk bg-paper px-1 py-2 text-center text-sm leading-tight hover:bg-linen has-[:checked]:border-ink has-[:checked]:bg-linen has-[:checked]:font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-thread"
                >
                  <input
                    type={multiple ? 'checkbox' : 'radio'}
                    name={question}
                    value={choice}
                    defaultChecked={chosen(choice)}
                    className="sr-only"
                  />
                  <AnswerPicture question={question} choice={choice} />
                  <span>{t(`advisor.questions.${question}.${choice}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )
      })}
      <div>
        <Button type="submit" size="lg">
          {t('advisor.submit')}
        </Button>
      </div>
    </Form>
  )
}
