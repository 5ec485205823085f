import { useRef, useState } from 'react'
import { Form } from 'react-router'
import { countries } from '#config/countries.ts'
import type { Locale } from '#config/locales.ts'
import { AddressSchema, addressFieldErrors } from '#core/addresses/rules.ts'
import { useTranslation } from '../i18n/react.tsx'
import { useFocusFirstError } from '../lib/use-focus-first-error.ts'
import { Button, ButtonLink } from './button.tsx'
import { TextField } from './form-field.tsx'
import { SelectField, salutationOptions } from './select-field.tsx'

export type AddressFormValues = Record<string, string>

/**
 * The address form of /dashboard/addresses (new or edit), errors at the fields in the visitor's
 * language: checked in the browser with the server's own AddressSchema before it is sent (the
 * action checks again; without JavaScript only the action does).
 */
export function AddressForm({
  values,
  fields,
  addressId,
  cancelTo,
  busy,
}: {
  values: AddressFormValues
  fields: Record<string, string>
  addressId: number | null
  cancelTo: string
  busy: boolean
}) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const [checked, setChecked] = useState<Record<string, string> | null>(null)
  const shown = checked ?? fields
  // Each refused submit (checked here, or the server's field errors) moves the focus to the first
  // field in error; `checked` is a new object per attempt.
  const form = useRef<HTMLFormElement>(null)
  useFocusFirstError(form, checked ?? (Object.keys(fields).length > 0 ? fields : null))
  const error = (name: string) => (shown[name] ? t(`dashboard.addressErrors.${shown[name]}`) : undefined)
  const check = (event: React.FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()].map(([key, value]) => [key, String(value)]),
    )
    const parsed = AddressSchema.safeParse(values)
    if (parsed.success) return setChecked(null)
    event.preventDefault()
    setChecked(addressFieldErrors(parsed.error))
  }
  const countryOptions = [...countries]
    .sort((a, b) => (a.name[locale] ?? a.name.de).localeCompare(b.name[locale] ?? b.name.de, locale))
    .map((country) => ({ value: String(country.countryID), label: country.name[locale] ?? country.name.de }))
  return (
    <Form
      ref={form}
      method="post"
      noValidate
      className="space-y-5"
      aria-labelledby="address-form-heading"
      onSubmit={check}
    >
      <input type="hidden" name="intent" value="save" />
      {addressId ? <input type="hidden" name="addressId" value={addressId} /> : null}
      <SelectField
        label={t('account.salutationLabel')}
        name="salutation"
        options={salutationOptions(t)}
        defaultValue={values.salutation ?? ''}
        error={error('salutation')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('account.firstNameLabel')}
          name="firstName"
          autoComplete="given-name"
          required
          defaultValue={values.firstName}
          error={error('firstName')}
        />
        <TextField
          label={t('account.lastNameLabel')}
          name="lastName"
          autoComplete="family-name"
          required
          defaultValue={values.lastName}
          error={error('lastName')}
        />
      </div>
      <TextField
        label={t('dashboard.address.company')}
        name="company"
        autoComplete="organization"
        defaultValue={values.company}
        error={error('company')}
      />
      <TextField
        label={t('dashboard.address.street')}
        name="street"
        autoComplete="address-line1"
        required
        defaultValue={values.street}
        error={error('street')}
      />
      <TextField
        label={t('dashboard.address.addition')}
        name="addition"
        autoComplete="address-line2"
        defaultValue={values.addition}
        error={error('addition')}
      />
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
        <TextField
          label={t('dashboard.address.postalCode')}
          name="postalCode"
          autoComplete="postal-code"
          required
          defaultValue={values.postalCode}
          error={error('postalCode')}
        />
        <TextField
          label={t('dashboard.address.city')}
          name="city"
          autoComplete="address-level2"
          required
          defaultValue={values.city}
          error={error('city')}
        />
      </div>
      <SelectField
        label={t('dashboard.address.country')}
        name="countryId"
        autoComplete="country"
        options={countryOptions}
        defaultValue={values.countryId || '1'}
        error={error('countryId')}
      />
      <TextField
        label={t('dashboard.address.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        hint={t('dashboard.address.phoneHint')}
        defaultValue={values.phone}
        error={error('phone')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {addressId ? t('dashboard.save') : t('dashboard.address.add')}
        </Button>
        {addressId ? (
          <ButtonLink to={cancelTo} variant="ghost">
            {t('dashboard.cancel')}
          </ButtonLink>
        ) : null}
      </div>
    </Form>
  )
}
