import { eq } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { siteConfig } from '../../db/schema'
import { HttpError } from '../../lib/errors'
import { richTextFromPlain } from '../../lib/rich-text/plain-text'
import { renderRichText } from '../../lib/rich-text/render'
import { richTwinOf, twinColumns } from '../../lib/rich-text/twin'
import { siteOrigin } from '../../lib/site-origin'
import { keepDays } from '../prayer/model'
import { FOOTER_TEXT_LIMIT, FOOTER_TEXT_TOO_LONG, GMAIL_APP_PASSWORD_MESSAGE, type PublicSiteConfig, type SiteConfigInput } from './model'

type SiteConfigRow = typeof siteConfig.$inferSelect

/** The one configuration row; created with its defaults the first time it is read. */
export async function getSiteConfig(db: Db): Promise<SiteConfigRow> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.id, 1))
  if (row) return row
  // With the default footer text's document, as a save stores it (lib/rich-text/twin.ts).
  const footerAbout = String(siteConfig.footerAbout.default ?? '')
  await db
    .insert(siteConfig)
    .values({ id: 1, footerAbout, footerAboutDoc: richTextFromPlain(footerAbout) })
    .onConflictDoNothing()
  const [created] = await db.select().from(siteConfig).where(eq(siteConfig.id, 1))
  return created
}

/** The origin absolute links are built from: PUBLIC_URL, else Settings' site address (lib/site-origin.ts). */
export async function siteAddress(db: Db, config: Pick<Config, 'publicUrl' | 'port'>): Promise<string> {
  return config.publicUrl ?? siteOrigin(config, await getSiteConfig(db))
}

/** What any visitor may read (the route adds the church's time zone): appearance and public contact details, never mail settings, secrets or the site address. */
export function publicSiteConfig(c: SiteConfigRow): Omit<PublicSiteConfig, 'timezone'> {
  return {
    churchName: c.churchName,
    logoUrl: c.logoUrl,
    tagline: c.tagline,
    footerAbout: c.footerAbout,
    footerAboutHtml: renderRichText(richTwinOf(c.footerAbout, c.footerAboutDoc)),
    address: c.address,
    phone: c.phone,
    email: c.email,
    socialFacebook: c.socialFacebook,
    socialInstagram: c.socialInstagram,
    socialTwitter: c.socialTwitter,
    socialYoutube: c.socialYoutube,
    primaryColor: c.primaryColor,
    accentColor: c.accentColor,
    secondaryColor: c.secondaryColor,
    contactPageUrl: c.contactPageUrl,
    givingWidgetUrl: c.givingWidgetUrl,
    offeringFormUrl: c.offeringFormUrl,
    heroVideoId: c.heroVideoId,
    // Which pictures stand for the site in link previews and app icons (lib/site-pictures.ts).
    logoShareImage: c.logoShareImage,
    logoAppIcon: c.logoAppIcon,
    prayerKeepDays: keepDays(c.prayerKeepDays),
  }
}

/**
 * What an admin reads: everything but the SMTP password, replaced by whether one is set.
 * The password key is left out (not sent as ''), so saving the settings as read keeps it.
 */
export function adminSiteConfig(c: SiteConfigRow) {
  const { smtpPassword, id: _id, ...rest } = c
  return { ...rest, footerAboutDoc: richTwinOf(c.footerAbout, c.footerAboutDoc), hasSmtpPassword: smtpPassword !== '' }
}

export async function updateSiteConfig(db: Db, input: SiteConfigInput) {
  const stored = await getSiteConfig(db)
  const { smtpPassword, footerAbout, footerAboutDoc, ...rest } = input
  // The footer text's two columns (lib/rich-text/twin.ts); its words are what page heads and feeds read, so they stay short.
  const footer = twinColumns(footerAbout, footerAboutDoc)
  if (footer && footer.plain.length > FOOTER_TEXT_LIMIT)
    throw new HttpError(422, FOOTER_TEXT_TOO_LONG, { footerAboutDoc: FOOTER_TEXT_TOO_LONG })
  // Choosing Gmail with no password typed keeps the saved one: it must be a 16-character app password too.
  const password = smtpPassword ?? stored.smtpPassword
  if (rest.emailProvider === 'gmail' && password.replace(/\s/g, '').length !== 16) {
    throw new HttpError(422, GMAIL_APP_PASSWORD_MESSAGE, { smtpPassword: GMAIL_APP_PASSWORD_MESSAGE })
  }
  const [row] = await db
    .update(siteConfig)
    .set({
      ...rest,
      ...(footer && { footerAbout: footer.plain, footerAboutDoc: footer.doc }),
      ...(smtpPassword != null && { smtpPassword: rest.emailProvider === 'gmail' ? smtpPassword.replace(/\s/g, '') : smtpPassword }),
    })
    .where(eq(siteConfig.id, 1))
    .returning()
  return adminSiteConfig(row)
}
