import { type FormEvent, useId, useState } from 'react'
import { Link } from 'react-router'
import { checkVoucherValue } from '#core/cart/rules.ts'
import { formatPrice } from '#core/format.ts'
import { Button } from '../components/button.tsx'
import { TextField } from '../components/form-field.tsx'
import { showToast } from '../components/toast/toast-store.ts'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale, useLocalePath } from '../lib/use-locale.ts'
import { CartFields } from './cart-fields.tsx'
import { cartFormData } from './cart-form.ts'
import { useCartFetcher } from './use-cart-fetcher.ts'

export type GiftDesign = { shirtId: number; priceBrutto: number; summary: string }

const suggestions = [50, 79, 99, 150]
const messageMax = 500

/**
 * The gift voucher form of /geschenkgutscheine: a value in whole euros, the recipient's name and a
 * greeting for the PDF, and optionally one of the visitor's designs as a pre-designed shirt (its
 * price becomes the suggested value). A form of the cart's action (add): a plain form post before
 * hydration, the page's fetcher after; the core decides, a refusal is said at its field.
 */
export function VoucherForm({
  limits,
  designs,
}: {
  limits: { min: number; max: number }
  designs: GiftDesign[]
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const ids = { designs: useId(), message: useId(), messageHint: useId() }
  const [value, setValue] = useState('79')
  const [recipientName, setRecipientName] = useState('')
  const [message, setMessage] = useState('')
  const [shirtId, setShirtId] = useState<number | null>(null)
  const [errors, setErrors] = useState<{ value?: string; form?: string }>({})
  const [added, setAdded] = useState(false)
  const euros = Number(value.replace(',', '.'))
  const fetcher = useCartFetcher((answer) => {
    if (!answer.ok) {
      if (answer.reason === 'VOUCHER_VALUE') setErrors({ value: t('voucherForm.valueRange', limits) })
      else setErrors({ form: t('shop.errors.generic') })
      return
    }
    showToast({
      kind: 'success',
      title: t('designer.toastSuccess'),
      message: t('designer.addedToCart', {
        product: t('voucherForm.name', { value: formatPrice(euros, locale) }),
      }),
      group: 'br',
    })
    setAdded(true)
  })
  const busy = fetcher.state !== 'idle'

  function chooseDesign(design: GiftDesign | null) {
    setShirtId(design?.shirtId ?? null)
    if (design) setValue(String(Math.min(limits.max, Math.max(limits.min, Math.ceil(design.priceBrutto)))))
    setErrors({})
  }

  function add(event: FormEvent) {
    event.preventDefault()
    setAdded(false)
    if (!checkVoucherValue(Math.round(euros * 100))) {
      setErrors({ value: t('voucherForm.valueRange', limits) })
      return
    }
    setErrors({})
    const fields: [string, string][] = [
      ['type', 'voucher'],
      ['value', String(euros)],
      ['recipientName', recipientName],
      ['message', message],
    ]
    if (shirtId) fields.push(['shirtId', String(shirtId)])
    fetcher.submit(cartFormData('add', fields), { method: 'post', action: to('/cart') })
  }

  return (
    <form
      method="post"
      action={to('/cart')}
      onSubmit={add}
      noValidate
      aria-labelledby="voucher-form-title"
      className="my-10 grid gap-8 rounded-sm border border-chalk bg-linen/60 p-5 sm:p-8 lg:grid-cols-[1fr_1fr]"
    >
      <CartFields intent="add" fields={[['type', 'voucher']]} />
      <div className="space-y-5">
        <h2 id="voucher-form-title" className="text-2xl">
          {t('voucherForm.title')}
        </h2>
        <div>
          <TextField
            label={t('voucherForm.value', limits)}
            name="value"
            type="number"
            inputMode="numeric"
            min={limits.min}
            max={limits.max}
            step={1}
            value={value}
            error={errors.value}
            onChange={(event) => {
              setValue(event.target.value)
              setErrors({})
            }}
            className="max-w-48"
          />
          <fieldset className="mt-2 flex flex-wrap gap-2">
            <legend className="sr-only">{t('voucherForm.suggestions')}</legend>
            {suggestions.map((suggestion) => (
              <button
                key={suggestion}
                type="button"
                aria-pressed={euros === suggestion}
                onClick={() => {
                  setValue(String(suggestion))
                  setErrors({})
                }}
                className="tabular min-h-11 rounded-sm border border-chalk bg-paper px-3 text-sm aria-pressed:border-ink aria-pressed:bg-linen"
              >
                {formatPrice(suggestion, locale)}
              </button>
            ))}
          </fieldset>
        </div>
        <TextField
          label={t('voucherForm.recipient')}
          name="recipientName"
          maxLength={80}
          autoComplete="off"
          value={recipientName}
          onChange={(event) => setRecipientName(event.target.value)}
        />
        <div>
          <label htmlFor={ids.message} className="mb-1 block text-sm font-medium">
            {t('voucherForm.message')}
          </label>
          <textarea
            id={ids.message}
            name="message"
            rows={3}
            maxLength={messageMax}
            value={message}
            aria-describedby={ids.messageHint}
            onChange={(event) => setMessage(event.target.value)}
            className="w-full rounded-sm border border-chalk bg-white px-3 py-2 text-base focus:border-ink"
          />
          <p id={ids.messageHint} className="mt-1 text-sm text-ink-soft">
            {t('voucherForm.messageHint', { left: messageMax - message.length })}
          </p>
        </div>
      </div>

      <div className="space-y-5">
        <fieldset aria-describedby={ids.designs}>
          <legend className="mb-1 font-medium">{t('voucherForm.shirt')}</legend>
          <p id={ids.designs} className="mb-3 text-sm text-ink-soft">
            {t('voucherForm.shirtHint')}
          </p>
          <div className="space-y-2">
            <DesignChoice value="" checked={shirtId === null} onChange={() => chooseDesign(null)}>
              {t('voucherForm.noShirt')}
            </DesignChoice>
            {designs.map((design) => (
              <DesignChoice
                key={design.shirtId}
                value={String(design.shirtId)}
                checked={shirtId === design.shirtId}
                onChange={() => chooseDesign(design)}
              >
                <span className="block">{design.summary}</span>
                <span className="tabular block text-sm text-ink-soft">
                  {t('voucherForm.shirtPrice', { price: formatPrice(design.priceBrutto, locale) })}
                </span>
              </DesignChoice>
            ))}
          </div>
          {designs.length === 0 ? (
            <p className="mt-3 text-sm">
              <Link to={to('/hemdendesigner')} className="link">
                {t('voucherForm.designFirst')}
              </Link>
            </p>
          ) : null}
        </fieldset>
        <p className="text-sm text-ink-soft">{t('voucherForm.notes')}</p>
        {errors.form ? (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" size="md" disabled={busy} aria-busy={busy}>
            {t('voucherForm.submit')}
          </Button>
          {added ? (
            <Link to={to('/cart')} className="link inline-flex min-h-11 items-center">
              {t('shop.toCart')}
            </Link>
          ) : null}
        </div>
      </div>
    </form>
  )
}

function DesignChoice({
  value,
  checked,
  onChange,
  children,
}: {
  value: string
  checked: boolean
  onChange: () => void
  children: React.ReactNode
}) {
  return (
    <label className="flex cursor-pointer gap-3 rounded-sm border border-chalk bg-paper p-3 has-checked:border-ink has-focus-visible:outline-2 has-focus-visible:outline-thread">
      <input
        type="radio"
        name="shirtId"
        value={value}
        checked={checked}
        onChange={onChange}
        className="mt-1 h-5 w-5 shrink-0 accent-ink"
      />
      <span>{children}</span>
    </label>
  )
}
