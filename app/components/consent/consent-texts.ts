import type CookieConsent from 'vanilla-cookieconsent'
import { localizePath } from '#config/locale-path.ts'
import type { Locale } from '#config/locales.ts'
import type { TFunction } from '../../i18n/i18n.ts'

/** The library renders these strings as HTML; ours come from the shop's own message files only. */
function link(href: string, label: string) {
  return `<a class="cc__link" href="${href}">${label}</a>`
}

/** The legal pages the banner links to (Impressum, § 5 DDG; privacy notice), in the page's language. */
export function consentLegalPaths(locale: Locale) {
  return { imprint: localizePath('/impressum', locale), privacy: localizePath('/datenschutz', locale) }
}

/** Banner and preferences texts in the page's language, all from the `consent` messages. */
export function consentTranslation(t: TFunction, locale: Locale): CookieConsent.Translation {
  const paths = consentLegalPaths(locale)
  const privacy = link(paths.privacy, t('footer.datenschutz'))
  const imprint = link(paths.imprint, t('footer.impressum'))
  return {
    consentModal: {
      title: t('consent.title'),
      // The library swaps the placeholder for revisionMessage when an older revision was accepted.
      description: `${t('consent.description')} {{revisionMessage}}`,
      revisionMessage: `<strong>${t('consent.revisionMessage')}</strong>`,
      acceptAllBtn: t('consent.acceptAll'),
      acceptNecessaryBtn: t('consent.acceptNecessary'),
      showPreferencesBtn: t('consent.showPreferences'),
      // Impressum and Datenschutz stay reachable from the banner itself (§ 5 DDG).
      footer: `${imprint} ${privacy}`,
    },
    preferencesModal: {
      title: t('consent.preferencesTitle'),
      acceptAllBtn: t('consent.acceptAll'),
      acceptNecessaryBtn: t('consent.acceptNecessary'),
      savePreferencesBtn: t('consent.save'),
      closeIconLabel: t('consent.close'),
      sections: [
        { title: t('consent.usageTitle'), description: t('consent.usageText') },
        {
          title: t('consent.necessaryTitle'),
          description: t('consent.necessaryText'),
          linkedCategory: 'necessary',
        },
        {
          title: t('consent.analyticsTitle'),
          description: t('consent.analyticsText'),
          linkedCategory: 'analytics',
        },
        {
          title: t('consent.marketingTitle'),
          description: t('consent.marketingText'),
          linkedCategory: 'marketing',
        },
        { title: t('consent.moreTitle'), description: `${t('consent.moreText')} ${privacy}` },
      ],
    },
  }
}
