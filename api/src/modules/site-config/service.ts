import { eq } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { siteConfig } from '../../db/schema'
import { HttpError } from '../../lib/errors'
import { siteOrigin } from '../../lib/site-origin'
import { GMAIL_APP_PASSWORD_MESSAGE, type PublicSiteConfig, type SiteConfigInput } from './model'

type SiteConfigRow = typeof siteConfig.$inferSelect

/** The one configuration row; created with its defaults the first time it is read. */
export async function getSiteConfig(db: Db): Promise<SiteConfigRow> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.id, 1))
  if (row) return row
  await db.insert(siteConfig).values({ id: 1 }).onConflictDoNothing()
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
  }
}

/**
 * What an admin reads: everything but the SMTP password, replaced by whether one is set.
 * The password key is left out (not sent as ''), so saving the settings as read keeps it.
 */
export function adminSiteConfig(c: SiteConfigRow) {
  const { smtpPassword, id: _id, ...rest } = c
  return { ...rest, hasSmtpPassword: smtpPassword !== '' }
}

export async function updateSiteConfig(db: Db, input: SiteConfigInput) {
  const stored = await getSiteConfig(db)
  const { smtpPassword, ...rest } = input
  // Choosing Gmail with no password typed keeps the saved one: it must be a 16-character app password too.
  const password = smtpPassword ?? stored.smtpPassword
  if (rest.emailProvider === 'gmail' && password.replace(/\s/g, '').length !== 16) {
    throw new HttpError(422, GMAIL_APP_PASSWORD_MESSAGE, { smtpPassword: GMAIL_APP_PASSWORD_MESSAGE })
  }
  const [row] = await db
    .update(siteConfig)
    .set({
      ...rest,
      ...(smtpPassword != null && { smtpPassword: rest.emailProvider === 'gmail' ? smtpPassword.replace(/\s/g, '') : smtpPassword }),
    })
    .where(eq(siteConfig.id, 1))
    .returning()
  return adminSiteConfig(row)
}
