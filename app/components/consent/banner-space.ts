/**
 * While the banner is open, the page gets room below the footer as tall as the banner, so the
 * Impressum and Datenschutz links can always be scrolled clear of it (§ 5 DDG), at any width.
 */
const property = '--consent-banner-space'
let observer: ResizeObserver | null = null

export function reserveBannerSpace(modal: HTMLElement) {
  observer?.disconnect()
  const update = () =>
    document.documentElement.style.setProperty(
      property,
      `${Math.ceil(modal.getBoundingClientRect().height)}px`,
    )
  observer = new ResizeObserver(update)
  observer.observe(modal)
  update()
}

export function releaseBannerSpace() {
  observer?.disconnect()
  observer = null
  document.documentElement.style.removeProperty(property)
}

/** True when the consent box is on screen: shown by the library and not hidden by a blocker's CSS. */
export function isBannerVisible(): boolean {
  const root = document.documentElement
  if (root.classList.contains('show--preferences')) return true
  if (!root.classList.contains('show--consent')) return false
  const modal = document.querySelector<HTMLElement>('#cc-main .cm')
  if (!modal || modal.getClientRects().length === 0) return false
  // Still fading in (the library's own transition starts at opacity 0): not the work of a blocker.
  if (modal.getAnimations().length > 0) return true
  return modal.checkVisibility({ opacityProperty: true, visibilityProperty: true })
}
