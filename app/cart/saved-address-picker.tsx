import { useId, useState } from 'react'
import { streetLine } from '#core/addresses/street-line.ts'
import type { AddressView } from '#core/addresses/use-cases.ts'
import { useTranslation } from '../i18n/react.tsx'

/** An address of the book as the checkout form holds it: the same lines, the extra one too. */
export function formAddress(address: AddressView) {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? '',
    street: address.street,
    addition: address.addition ?? '',
    postalCode: address.postalCode,
    city: address.city,
  }
}

/**
 * 'Aus Ihrem Adressbuch' above an address form of the checkout: choosing a saved address fills
 * the form, which stays editable. Only addresses in the order's delivery country are offered.
 */
export function SavedAddressPicker({
  addresses,
  initial,
  hiddenOther,
  countryName,
  onPick,
}: {
  addresses: AddressView[]
  initial: number | null
  hiddenOther: boolean
  countryName: string
  onPick: (address: AddressView) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [chosen, setChosen] = useState(initial === null ? '' : String(initial))
  if (addresses.length === 0) return null
  return (
    <div className="mb-5">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {t('checkout.savedAddress')}
      </label>
      <select
        id={id}
        value={chosen}
        onChange={(event) => {
          setChosen(event.target.value)
          const picked = addresses.find((address) => String(address.addressId) === event.target.value)
          if (picked) onPick(picked)
        }}
        className="min-h-12 w-full rounded-sm border border-chalk bg-white px-3 text-base focus:border-ink sm:max-w-xl"
      >
        <option value="">{t('checkout.savedAddressNone')}</option>
        {addresses.map((address) => (
          <option key={address.addressId} value={address.addressId}>
            {[
              `${address.firstName} ${address.lastName}`,
              address.company,
              streetLine(address.street, address.addition),
              `${address.postalCode} ${address.city}`,
            ]
              .filter(Boolean)
              .join(', ')}
          </option>
        ))}
      </select>
      {hiddenOther ? (
        <p className="mt-1 text-sm text-ink-soft">
          {t('checkout.savedAddressOther', { country: countryName })}
        </p>
      ) : null}
    </div>
  )
}
