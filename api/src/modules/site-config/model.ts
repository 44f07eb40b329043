import * as v from 'valibot'
import { Instant, texts } from '../../lib/answers'
import { policyOrigin } from '../../lib/content-security'
import { isWebUrl, optionalEmail, optionalFlag, optionalText, optionalUrl, optionalUrlOrPath, requiredText } from '../../lib/fields'
import { RichDocument } from '../../lib/rich-text/document'
import { PRAYER_KEEP_DAYS, PRAYER_KEEP_MESSAGE } from '../prayer/model'

const hexColour = (label: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, `${label} must be a hex colour like #2563eb`)))

export const SITE_URL_MESSAGE = 'Please enter the site address, like https://www.example.org'

/**
 * The address visitors use ('Site Address' in Settings): an http(s) address, stored as its origin
 * (https://www.example.org/about becomes https://www.example.org), or empty.
 */
const siteUrl = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((s) => (s ?? '').trim()),
    v.maxLength(2000, 'URLs must be at most 2000 characters'),
    v.check((s) => s === '' || isWebUrl(s), SITE_URL_MESSAGE),
    v.transform((s) => (s === '' ? '' : new URL(s).origin)),
  ),
)

export const GIVING_URL_MESSAGE = 'Enter a web address like https://give.example.org/widget.js'
export const OFFERING_URL_MESSAGE = 'Enter a web address like https://forms.example.org/offering'

/**
 * A third party's address the site's Content-Security-Policy names (the giving widget, the offering
 * form): empty, or an https address whose host is letters, digits, dots and hyphens with an optional
 * port, and nothing a policy reads as punctuation (lib/content-security.ts policyOrigin).
 */
const providerUrl = (message: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((s) => (s ?? '').trim()),
      v.maxLength(2000, 'URLs must be at most 2000 characters'),
      v.check((s) => s === '' || policyOrigin(s) !== undefined, message),
    ),
  )

export const EMAIL_PROVIDERS = ['gmail', 'smtp', 'console'] as const

/** Gmail's app password rule, in the product's words (docs/product.md#email-settings). */
export const GMAIL_APP_PASSWORD_MESSAGE = 'A Gmail provider needs an app password of 16 characters'

/** The most characters the footer text's words may have. */
export const FOOTER_TEXT_LIMIT = 1000
export const FOOTER_TEXT_TOO_LONG = `Footer text must be at most ${FOOTER_TEXT_LIMIT} characters`

/** The site configuration form (PUT /api/admin/site-config, docs/product.md#settings-tab). */
export const SiteConfigInput = v.pipe(
  v.object({
    churchName: requiredText('Church name is required', 200, 'Church name'),
    logoUrl: optionalUrlOrPath('Please enter a valid URL or upload an image'),
    logoShareImage: optionalFlag(),
    logoAppIcon: optionalFlag(),
    appName: optionalText(30, 'Name under the app icon'),
    tagline: optionalText(300, 'Tagline'),
    /** The plain words, for callers without the editor: made into paragraphs and links. */
    footerAbout: optionalText(FOOTER_TEXT_LIMIT, 'Footer text'),
    /** The footer text as the editor wrote it (decision 0052): `footerAbout` becomes its words. */
    footerAboutDoc: v.optional(v.nullable(RichDocument)),
    address: optionalText(300, 'Address'),
    phone: optionalText(50, 'Phone'),
    email: optionalEmail(),
    socialFacebook: optionalUrl(),
    socialInstagram: optionalUrl(),
    socialTwitter: optionalUrl(),
    socialYoutube: optionalUrl(),
    primaryColor: hexColour('Primary colour'),
    accentColor: hexColour('Accent colour'),
    secondaryColor: hexColour('Secondary colour'),
    contactPageUrl: optionalUrlOrPath('Please enter a valid URL'),
    givingWidgetUrl: providerUrl(GIVING_URL_MESSAGE),
    offeringFormUrl: providerUrl(OFFERING_URL_MESSAGE),
    contactEmailTo: optionalEmail(),
    contactEmailFrom: optionalEmail(),
    emailProvider: v.optional(v.picklist(EMAIL_PROVIDERS, 'Email provider must be gmail, smtp or console')),
    smtpHost: optionalText(255, 'SMTP host'),
    smtpPort: v.optional(
      v.pipe(
        v.union(
          [v.number(), v.pipe(v.string(), v.nonEmpty('SMTP port must be a number'), v.transform(Number))],
          'SMTP port must be a number',
        ),
        v.number('SMTP port must be a number'),
        v.integer('SMTP port must be a number'),
        v.minValue(1, 'SMTP port must be between 1 and 65535'),
        v.maxValue(65535, 'SMTP port must be between 1 and 65535'),
      ),
    ),
    smtpSecure: optionalFlag(),
    smtpUser: optionalText(255, 'SMTP user'),
    /** Write-only: leave it out (or null) to keep the stored password; '' clears it. */
    smtpPassword: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500, 'That password is too long')))),
    emailEnabled: optionalFlag(),
    autoReplyEnabled: optionalFlag(),
    autoReplySubject: optionalText(300, 'Auto-reply subject'),
    autoReplyMessage: optionalText(10000, 'Auto-reply message'),
    visitorWelcomeSubject: optionalText(300, 'Welcome email subject'),
    visitorWelcomeMessage: optionalText(10000, 'Welcome email message'),
    siteUrl,
    prayerKeepDays: v.optional(
      v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.nonEmpty(PRAYER_KEEP_MESSAGE), v.transform(Number))], PRAYER_KEEP_MESSAGE),
        v.number(PRAYER_KEEP_MESSAGE),
        v.integer(PRAYER_KEEP_MESSAGE),
        v.minValue(PRAYER_KEEP_DAYS.min, PRAYER_KEEP_MESSAGE),
        v.maxValue(PRAYER_KEEP_DAYS.max, PRAYER_KEEP_MESSAGE),
      ),
    ),
    heroVideoId: v.optional(
      v.pipe(
        v.nullable(v.string()),
        v.transform((s) => (s ?? '').trim()),
        v.check((s) => s === '' || /^[A-Za-z0-9_-]{11}$/.test(s), 'A YouTube video id is 11 characters'),
      ),
    ),
  }),
  // Gmail needs an app password of 16 characters (Google shows it in groups of four). A password
  // left out is the saved one: the server checks that one (service.ts).
  v.forward(
    v.check(
      (c) =>
        c.emailProvider !== 'gmail' || c.smtpPassword == null || c.smtpPassword === '' || c.smtpPassword.replace(/\s/g, '').length === 16,
      GMAIL_APP_PASSWORD_MESSAGE,
    ),
    ['smtpPassword'],
  ),
)
export type SiteConfigInput = v.InferOutput<typeof SiteConfigInput>

/** What every visitor's page reads: names, contact details, links and colours, and the church's time zone. */
export const PublicSiteConfig = v.object({
  ...texts(
    'churchName',
    'logoUrl',
    'tagline',
    'footerAbout',
    'address',
    'phone',
    'email',
    'socialFacebook',
    'socialInstagram',
    'socialTwitter',
    'socialYoutube',
    'primaryColor',
    'accentColor',
    'secondaryColor',
    'contactPageUrl',
    'givingWidgetUrl',
    'offeringFormUrl',
    'heroVideoId',
    'timezone',
  ),
  // Whether the logo is the link previews' picture and the app's icon (lib/site-pictures.ts): the page heads read them.
  logoShareImage: v.boolean(),
  logoAppIcon: v.boolean(),
  /** The footer text as the server draws it (decision 0052); `footerAbout` is its plain words, for page heads. */
  footerAboutHtml: v.string(),
  /** How many days prayer requests are kept: the prayer form says so (decision 0053). */
  prayerKeepDays: v.number(),
})
export type PublicSiteConfig = v.InferOutput<typeof PublicSiteConfig>

/** What an admin reads: everything but the SMTP password, replaced by whether one is set. */
export const AdminSiteConfig = v.object({
  ...v.omit(PublicSiteConfig, ['heroVideoId', 'timezone', 'footerAboutHtml']).entries,
  /** The footer text's document to edit (lib/rich-text/twin.ts `richTwinOf`). */
  footerAboutDoc: v.record(v.string(), v.unknown()),
  appName: v.string(),
  ...texts('contactEmailTo', 'contactEmailFrom'),
  emailProvider: v.picklist(EMAIL_PROVIDERS),
  smtpHost: v.string(),
  smtpPort: v.number(),
  smtpSecure: v.boolean(),
  smtpUser: v.string(),
  emailEnabled: v.boolean(),
  autoReplyEnabled: v.boolean(),
  ...texts('autoReplySubject', 'autoReplyMessage', 'visitorWelcomeSubject', 'visitorWelcomeMessage', 'heroVideoId', 'siteUrl'),
  updatedAt: Instant,
  hasSmtpPassword: v.boolean(),
})
