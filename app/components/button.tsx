import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { startRipple } from './ripple.ts'

/** Button sizes of the specification (xs, sm, md, lg, full, button) and the brand's variants. */
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'full' | 'button'
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

const sizeClass: Record<ButtonSize, string> = {
  xs: 'min-h-8 px-2.5 text-xs',
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5 text-[0.95rem]',
  lg: 'min-h-13 px-7 text-base',
  full: 'min-h-12 w-full px-5 text-base',
  button: 'min-h-11 px-4 text-[0.95rem]',
}

const variantClass: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-paper hover:bg-ink-soft border border-ink',
  secondary: 'bg-transparent text-ink border border-ink hover:bg-linen',
  ghost: 'bg-transparent text-ink border border-transparent hover:bg-linen',
  danger: 'bg-danger text-white border border-danger hover:opacity-90',
}

export function buttonClass(size: ButtonSize = 'md', variant: ButtonVariant = 'primary', extra = '') {
  return `relative isolate inline-flex items-center overflow-hidden justify-center gap-2 rounded-sm font-medium tracking-wide no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${sizeClass[size]} ${variantClass[variant]} ${extra}`
}

type Common = { size?: ButtonSize; variant?: ButtonVariant }

/**
 * A button. `disabled` makes it say so (aria-disabled) and ignore presses, but it stays focusable:
 * a natively disabled button drops keyboard focus to <body> the moment a save begins (WCAG 2.4.3),
 * and a screen-reader user loses their place. A submit button ignores the press too, so the form
 * is not sent.
 */
export function Button({
  size,
  variant,
  className = '',
  type = 'button',
  disabled,
  onClick,
  onPointerDown,
  ...props
}: Common & ComponentProps<'button'>) {
  return (
    <button
      type={type}
      className={buttonClass(size, variant, className)}
      aria-disabled={disabled || undefined}
      onClick={(event) => {
        if (disabled) {
          event.preventDefault()
          return
        }
        onClick?.(event)
      }}
      onPointerDown={(event) => {
        if (!disabled) startRipple(event)
        onPointerDown?.(event)
      }}
      {...props}
    />
  )
}

export function ButtonLink({
  size,
  variant,
  className = '',
  onPointerDown,
  ...props
}: Common & ComponentProps<typeof Link>) {
  return (
    <Link
      className={buttonClass(size, variant, className)}
      onPointerDown={(event) => {
        startRipple(event)
        onPointerDown?.(event)
      }}
      {...props}
    />
  )
}
