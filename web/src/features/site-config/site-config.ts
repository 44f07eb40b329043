import type { useSiteConfig } from './api/get-site-config'
import { DEFAULT_CHURCH_NAME, DEFAULT_CONTACT, DEFAULT_FOOTER_ABOUT } from './defaults'

export type SiteConfig = NonNullable<ReturnType<typeof useSiteConfig>['data']>

/** The configuration with its defaults filled in where a field is blank or not loaded yet. */
export function withDefaults(config: SiteConfig | undefined) {
  return {
    churchName: config?.churchName || DEFAULT_CHURCH_NAME,
    tagline: config?.tagline ?? '',
    footerAbout: config?.footerAbout || DEFAULT_FOOTER_ABOUT,
    /** The footer text as the server drew it (decision 0052); '' until loaded, or when blank (the words above are shown). */
    footerAboutHtml: config?.footerAbout ? (config.footerAboutHtml ?? '') : '',
    address: config?.address || DEFAULT_CONTACT.address,
    phone: config?.phone || DEFAULT_CONTACT.phone,
    email: config?.email || DEFAULT_CONTACT.email,
    logoUrl: config?.logoUrl ?? '',
    contactPageUrl: config?.contactPageUrl ?? '',
    heroVideoId: config?.heroVideoId ?? '',
    givingWidgetUrl: config?.givingWidgetUrl ?? '',
    offeringFormUrl: config?.offeringFormUrl ?? '',
    /** The church's time zone (CHURCH_TIMEZONE), for calendar links. */
    timezone: config?.timezone || 'America/Chicago',
    social: {
      facebook: config?.socialFacebook ?? '',
      youtube: config?.socialYoutube ?? '',
      instagram: config?.socialInstagram ?? '',
      twitter: config?.socialTwitter ?? '',
    },
  }
}
export type Church = ReturnType<typeof withDefaults>

/** 'tel:' link for a phone number as people write it. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
