import { Button } from '../components/button.tsx'
import { FormAlert, TextField } from '../components/form-field.tsx'
import { SelectField } from '../components/select-field.tsx'
import { useTranslation } from '../i18n/react.tsx'

/** The organiser's form: one of their designs, team, company, VAT id, deadline, seats, open choices. */
export function CreateTeamForm({
  designs,
  openable,
  defaultDeadline,
  busy,
  error,
  onSubmit,
}: {
  designs: { shirtId: number; summary: string }[]
  openable: { categoryId: number; name: string }[]
  defaultDeadline: string
  busy: boolean
  error: { message: string; field?: string } | null
  onSubmit: (fields: Record<string, unknown>) => void
}) {
  const { t } = useTranslation()
  const at = (field: string) => (error?.field === field ? error.message : undefined)
  return (
    <form
      noValidate
      className="max-w-xl space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        onSubmit({
          shirtId: Number(form.get('shirtId')),
          name: String(form.get('name') ?? ''),
          company: String(form.get('company') ?? ''),
          vatId: String(form.get('vatId') ?? ''),
          deadline: String(form.get('deadline') ?? ''),
          seats: Number(form.get('seats')),
          openCategories: form.getAll('openCategories').map(Number),
        })
      }}
    >
      <FormAlert message={error && !error.field ? error.message : null} />
      <SelectField
        label={t('team.create.design')}
        name="shirtId"
        options={designs.map((design) => ({ value: String(design.shirtId), label: design.summary }))}
        error={at('shirtId')}
      />
      <TextField label={t('team.create.name')} name="name" required maxLength={80} error={at('name')} />
      <TextField
        label={t('team.create.company')}
        name="company"
        required
        maxLength={100}
        autoComplete="organization"
        error={at('company')}
      />
      <TextField label={t('team.create.vatId')} name="vatId" maxLength={15} error={at('vatId')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('team.create.deadline')}
          name="deadline"
          type="date"
          required
          defaultValue={defaultDeadline}
          error={at('deadline')}
        />
        <TextField
          label={t('team.create.seats')}
          name="seats"
          type="number"
          min={1}
          max={200}
          required
          defaultValue={10}
          error={at('seats')}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">{t('team.create.open')}</legend>
        <p className="text-sm text-ink-soft">{t('team.create.openHint')}</p>
        {openable.map((category) => (
          <label key={category.categoryId} className="flex min-h-8 items-center gap-3">
            <input
              type="checkbox"
              name="openCategories"
              value={category.categoryId}
              defaultChecked={category.categoryId !== 1}
              className="size-5"
            />
            {category.name}
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={busy}>
        {t('team.create.submit')}
      </Button>
    </form>
  )
}
