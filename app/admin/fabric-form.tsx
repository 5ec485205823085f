import { Form } from 'react-router'
import { fabricColours } from '#core/catalog/fabric-colours.ts'
import {
  fabricOpacities,
  fabricSeasons,
  fabricStretches,
  fabricWeightClasses,
} from '#core/catalog/fabric-facets.ts'
import { fabricLocales, fabricPatterns, fabricWeaves, priceGroups } from '#core/catalog/fabric-schemas.ts'
import { fabricCentimetresPerShirt, lowStockMetres } from '#core/catalog/stock.ts'
import { buttonClass } from '../components/button.tsx'
import { useTranslation } from '../i18n/react.tsx'
import type { FabricActionData } from './fabric-actions.server.ts'
import { Field, inputClass } from './fabric-fields.tsx'
import { formatMetres } from './fabric-format.ts'
import type { AdminLocale } from './locale.ts'

type Values = Record<string, string | number | boolean>

/** The wear facets (stored per fabric, filters of /stoffe) with the choice a new fabric starts from. */
const facetFields = [
  ['opacity', fabricOpacities, 'opaque'],
  ['stretch', fabricStretches, 'none'],
  ['season', fabricSeasons, 'all-year'],
  ['weightClass', fabricWeightClasses, 'medium'],
] as const

const section = 'grid gap-3 rounded-sm border border-chalk bg-white p-3 sm:grid-cols-2 lg:grid-cols-4'

/**
 * The fabric editor's main form (new and existing fabrics): a plain post to the route's action,
 * so it works before hydration; a refused save shows each field's error and keeps what was typed.
 */
export function FabricForm({
  stored,
  actionData,
  locale,
}: {
  stored: Values | null
  actionData: FabricActionData
  locale: AdminLocale
}) {
  const { t } = useTranslation()
  const refused = actionData && !actionData.ok && actionData.intent === 'save' ? actionData : null
  const values: Values = refused
    ? refused.values
    : (stored ?? { hex: '#ffffff', oekoTex: true, origin: 'IT' })
  const invalid = (name: string) => refused?.fields.includes(name) ?? false
  const text = (name: string) => String(values[name] ?? '')
  const checked = (name: string) => values[name] === true || values[name] === 'on'
  const label = (name: string) => t(`admin.fabric.field.${name}`)
  return (
    <Form method="post" className="space-y-4" aria-describedby={refused ? 'fabric-form-error' : undefined}>
      <input type="hidden" name="intent" value="save" />
      {refused ? (
        <p
          id="fabric-form-error"
          role="alert"
          className="rounded-sm border-l-4 border-danger bg-linen px-3 py-2"
        >
          {refused.reason === 'NUMBER_TAKEN'
            ? t('admin.fabricErrors.NUMBER_TAKEN')
            : t('admin.fabric.fixErrors')}
        </p>
      ) : null}
      <fieldset className={section}>
        <legend className="font-medium">{t('admin.fabric.basics')}</legend>
        <Field name="number" label={label('number')} invalid={invalid('number')}>
          {(props) => (
            <input
              {...props}
              name="number"
              required
              maxLength={20}
              defaultValue={text('number')}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="priceGroup" label={label('priceGroup')} invalid={invalid('priceGroup')}>
          {(props) => (
            <select
              {...props}
              name="priceGroup"
              defaultValue={text('priceGroup') || 'A'}
              className={inputClass}
            >
              {priceGroups.map((group) => (
                <option key={group} value={group}>
                  {group}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="colour" label={label('colour')} invalid={invalid('colour')}>
          {(props) => (
            <select {...props} name="colour" defaultValue={text('colour') || 'white'} className={inputClass}>
              {fabricColours.map((colour) => (
                <option key={colour} value={colour}>
                  {t(`admin.colour.${colour}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="hex" label={label('hex')} invalid={invalid('hex')}>
          {(props) => (
            <input
              {...props}
              name="hex"
              type="color"
              defaultValue={text('hex') || '#ffffff'}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="secondaryHex" label={label('secondaryHex')} invalid={invalid('secondaryHex')}>
          {(props) => (
            <input
              {...props}
              name="secondaryHex"
              placeholder="#1f2a44"
              maxLength={7}
              defaultValue={text('secondaryHex')}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="pattern" label={label('pattern')} invalid={invalid('pattern')}>
          {(props) => (
            <select {...props} name="pattern" defaultValue={text('pattern') || 'uni'} className={inputClass}>
              {fabricPatterns.map((pattern) => (
                <option key={pattern} value={pattern}>
                  {t(`admin.pattern.${pattern}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="weave" label={label('weave')} invalid={invalid('weave')}>
          {(props) => (
            <select {...props} name="weave" defaultValue={text('weave') || 'poplin'} className={inputClass}>
              {fabricWeaves.map((weave) => (
                <option key={weave} value={weave}>
                  {t(`admin.weave.${weave}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="weightGsm" label={label('weightGsm')} invalid={invalid('weightGsm')}>
          {(props) => (
            <input
              {...props}
              name="weightGsm"
              inputMode="numeric"
              required
              defaultValue={text('weightGsm')}
              className={inputClass}
            />
          )}
        </Field>
        {facetFields.map(([name, values, fallback]) => (
          <Field
            key={name}
            name={name}
            label={label(name)}
            hint={name === 'weightClass' ? t('admin.fabric.hint.weightClass') : undefined}
            invalid={invalid(name)}
          >
            {(props) => (
              <select {...props} name={name} defaultValue={text(name) || fallback} className={inputClass}>
                {values.map((value) => (
                  <option key={value} value={value}>
                    {t(`admin.facet.${name}.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
        <Field
          name="origin"
          label={label('origin')}
          hint={t('admin.fabric.hint.origin')}
          invalid={invalid('origin')}
        >
          {(props) => (
            <input
              {...props}
              name="origin"
              required
              maxLength={2}
              defaultValue={text('origin')}
              className={inputClass}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-end gap-4 sm:col-span-2">
          {(['nonIron', 'oekoTex'] as const).map((name) => (
            <label key={name} className="flex min-h-10 items-center gap-2">
              <input type="checkbox" name={name} defaultChecked={checked(name)} className="size-5" />
              {label(name)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={section}>
        <legend className="font-medium">{t('admin.fabric.stockSection')}</legend>
        <Field
          name="stock"
          label={label('stock')}
          hint={t('admin.fabric.hint.stock', {
            metres: fabricCentimetresPerShirt / 100,
            low: lowStockMetres,
          })}
          invalid={invalid('stock')}
        >
          {(props) => (
            <input
              {...props}
              name="stock"
              inputMode="decimal"
              required
              defaultValue={
                typeof values.stock === 'number' ? formatMetres(values.stock, locale) : text('stock')
              }
              className={inputClass}
            />
          )}
        </Field>
        <Field
          name="shelf"
          label={label('shelf')}
          hint={t('admin.fabric.hint.shelf')}
          invalid={invalid('shelf')}
        >
          {(props) => (
            <input
              {...props}
              name="shelf"
              maxLength={16}
              defaultValue={text('shelf')}
              className={inputClass}
            />
          )}
        </Field>
      </fieldset>
      <div className="grid gap-3 lg:grid-cols-2">
        {fabricLocales.map((locale) => (
          <fieldset key={locale} className="grid gap-2 rounded-sm border border-chalk bg-white p-3">
            <legend className="font-medium">
              {t('admin.fabric.texts')} · {t(`admin.fabric.language.${locale}`)}
            </legend>
            {(['name', 'composition', 'care'] as const).map((field) => (
              <Field
                key={field}
                name={`${field}_${locale}`}
                label={label(field)}
                invalid={invalid(`${field}_${locale}`)}
              >
                {(props) => (
                  <input
                    {...props}
                    name={`${field}_${locale}`}
                    lang={locale}
                    required
                    maxLength={field === 'care' ? 300 : field === 'name' ? 80 : 120}
                    defaultValue={text(`${field}_${locale}`)}
                    className={inputClass}
                  />
                )}
              </Field>
            ))}
            <Field
              name={`description_${locale}`}
              label={label('description')}
              invalid={invalid(`description_${locale}`)}
            >
              {(props) => (
                <textarea
                  {...props}
                  name={`description_${locale}`}
                  lang={locale}
                  rows={2}
                  maxLength={1000}
                  defaultValue={text(`description_${locale}`)}
                  className="w-full rounded-sm border border-chalk bg-white px-2 py-1"
                />
              )}
            </Field>
          </fieldset>
        ))}
      </div>
      <button type="submit" className={buttonClass('md', 'primary')}>
        {stored ? t('admin.fabric.save') : t('admin.fabric.create')}
      </button>
    </Form>
  )
}
