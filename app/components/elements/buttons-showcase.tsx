import { Button, type ButtonSize, type ButtonVariant } from '../button.tsx'

const sizes: ButtonSize[] = ['xs', 'sm', 'md', 'lg', 'button', 'full']
const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger']

/** The button sizes of the specification in each variant. */
export function ButtonsShowcase() {
  return (
    <div className="space-y-8">
      {variants.map((variant) => (
        <section key={variant} aria-label={variant} className="rounded-sm border border-chalk p-6">
          <h2 className="mb-4 font-sans text-sm font-semibold uppercase tracking-[0.12em] text-thread-dark">
            {variant}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            {sizes.map((size) => (
              <div key={size} className={size === 'full' ? 'w-full' : ''}>
                <Button size={size} variant={variant}>
                  {size}
                </Button>
              </div>
            ))}
            <Button variant={variant} disabled>
              disabled
            </Button>
          </div>
        </section>
      ))}
    </div>
  )
}
