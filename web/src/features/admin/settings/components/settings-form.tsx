import type { RichDoc } from '@church/api/lib/rich-text/document'
import { youtubeVideoId } from '@church/api/lib/video'
import { EMAIL_PROVIDERS, SiteConfigInput } from '@church/api/models/site-config'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { type ReactNode, useId } from 'react'
import { type Control, Controller, type FieldErrors, type UseFormRegister, useForm, useWatch } from 'react-hook-form'
import type * as v from 'valibot'
import { RestoredNote } from '../../../../components/ui/dialog'
import { FormField } from '../../../../components/ui/form-field'
import { ImageField } from '../../../../components/ui/image-field'
import { serverFailure } from '../../../../lib/forms'
import { DEFAULT_THEME } from '../../../site-config/defaults'
import type { AdminSiteConfig } from '../../api/get-admin-site-config'
import { EmailSetupBanner } from '../../components/email-setup-banner'
import { useFormDraft, useTabDraft } from '../../components/form-draft'
import { RichTextField } from '../../components/rich-text-field'
import { CheckboxSetting, SettingsSection, TextSetting } from '../../components/settings-fields'
import { useUpdateSiteConfig } from '../api/update-site-config'
import { AppIconSetting } from './app-icon-setting'
import { ColourSetting } from './colour-setting'
import { SmtpPasswordSetting } from './smtp-password-setting'
import { TestEmailSetting } from './test-email-setting'
import { ThemePreview } from './theme-preview'

type SettingsFormValues = v.InferInput<typeof SiteConfigInput>
type SettingName = keyof SettingsFormValues & string

/** The stored settings as the form edits them: the password box always starts empty. */
/**
 * The stored settings as the form edits them: the password box always starts empty. The footer text
 * is its document; its plain words are the server's to write (decision 0052), so the form never sends them.
 */
function toFormValues(config: AdminSiteConfig): SettingsFormValues {
  const { hasSmtpPassword: _saved, updatedAt: _updated, footerAbout: _words, footerAboutDoc, ...settings } = config
  return {
    ...settings,
    footerAboutDoc: footerAboutDoc as RichDoc,
    smtpPort: String(settings.smtpPort),
    prayerKeepDays: String(settings.prayerKeepDays),
    smtpPassword: '',
  }
}

/** What the form's special settings (logo, colours, provider, password, test) are drawn with. */
type Parts = {
  id: string
  control: Control<SettingsFormValues, unknown, SiteConfigInput>
  register: UseFormRegister<SettingsFormValues>
  errors: FieldErrors<SettingsFormValues>
  config: AdminSiteConfig
  unsavedChanges: boolean
}

/**
 * One setting: a text box (the default), a yes/no box, or a part of its own. Each hint says exactly
 * what the setting changes on the website.
 */
type Setting =
  | {
      name: SettingName
      label: string
      hint?: string
      type?: 'text' | 'email' | 'tel' | 'url'
      multiline?: boolean
      wide?: boolean
      autoComplete?: string
      inputMode?: 'numeric'
      placeholder?: string
    }
  | { checkbox: SettingName; label: string; hint?: string }
  | { part: (parts: Parts) => ReactNode }

const PROVIDERS: Record<(typeof EMAIL_PROVIDERS)[number], string> = {
  gmail: 'Gmail (Google account with an app password)',
  smtp: 'SMTP server (from your email host)',
  console: 'Console (testing only: emails are written to the server log, nobody gets them)',
}

const COLOURS = [
  { name: 'primaryColor', label: 'Primary Color', hint: 'Buttons, links and the current page in the menu.' },
  { name: 'accentColor', label: 'Accent Color', hint: 'Highlights, badges and the keyboard focus outline.' },
  { name: 'secondaryColor', label: 'Secondary Color', hint: 'Headings, the church name and the footer.' },
] as const

function Logo({ control }: Parts) {
  return (
    <div className="sm:col-span-2">
      <Controller
        control={control}
        name="logoUrl"
        render={({ field, fieldState }) => (
          <ImageField
            label="Logo"
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </div>
  )
}

function Colours({ control }: Parts) {
  const [churchName, logoUrl, primaryColor, accentColor, secondaryColor] = useWatch({
    control,
    name: ['churchName', 'logoUrl', 'primaryColor', 'accentColor', 'secondaryColor'],
  })
  return (
    <>
      <div className="grid gap-5 sm:col-span-2 lg:grid-cols-3">
        {COLOURS.map((colour) => (
          <Controller
            key={colour.name}
            control={control}
            name={colour.name}
            render={({ field, fieldState }) => (
              <ColourSetting
                label={colour.label}
                hint={colour.hint}
                name={field.name}
                value={field.value ?? ''}
                fallback={DEFAULT_THEME[colour.name]}
                error={fieldState.error?.message}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        ))}
      </div>
      <ThemePreview
        churchName={churchName ?? ''}
        logoUrl={logoUrl ?? ''}
        colours={{ primaryColor: primaryColor ?? '', accentColor: accentColor ?? '', secondaryColor: secondaryColor ?? '' }}
      />
    </>
  )
}

function Provider({ id, register, errors }: Parts) {
  return (
    <FormField id={`${id}-provider`} label="Email Provider" error={errors.emailProvider?.message} className="sm:col-span-2">
      {(fieldControl) => (
        <select {...fieldControl} className="input-base" {...register('emailProvider')}>
          {EMAIL_PROVIDERS.map((provider) => (
            <option key={provider} value={provider}>
              {PROVIDERS[provider]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}

const VISITOR_WELCOME_HELP = (
  <>
    <p>Sent to people who fill in the Plan a Visit form. Leave both empty to send the standard welcome.</p>
    <p className="mt-2">
      You can type these in the message; each is replaced when the email is sent. In the subject only [Church Name] is replaced: [Visitor
      Name] and [Number of Kids] are left out there, so a subject never carries what a visitor typed.
    </p>
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
      <dt className="font-mono font-semibold text-slate-800">[Visitor Name]</dt>
      <dd>the visitor's name</dd>
      <dt className="font-mono font-semibold text-slate-800">[Church Name]</dt>
      <dd>the church name above</dd>
      <dt className="font-mono font-semibold text-slate-800">[Number of Kids]</dt>
      <dd>how many children they are bringing</dd>
    </dl>
  </>
)

/** The settings, group by group, in the order staff see them. */
const SECTIONS: { title: string; description?: ReactNode; settings: Setting[] }[] = [
  {
    title: 'Church Information',
    settings: [
      {
        name: 'churchName',
        label: 'Church Name',
        autoComplete: 'organization',
        hint: 'In the header and footer, page titles, emails and feeds.',
      },
      { name: 'tagline', label: 'Tagline', hint: "The line under the church name on the home page's video." },
      { part: (parts) => <Logo {...parts} /> },
      {
        checkbox: 'logoShareImage',
        label: 'Use the logo for link previews',
        hint: 'When a page without a picture of its own is shared (in a message or on social media), the preview shows the logo on the Secondary Color. Needs an uploaded logo.',
      },
      {
        checkbox: 'logoAppIcon',
        label: 'Use the logo for the app icon',
        hint: 'The icon in the browser tab and on the home screen of phones that add the website: the logo on white. Needs an uploaded logo. Phones that added the website before may keep the old icon until it is added again.',
      },
      {
        part: ({ control, register, errors }) => (
          <AppIconSetting control={control} field={register('appName')} error={errors.appName?.message} />
        ),
      },
      { part: (parts) => <FooterText {...parts} /> },
      {
        name: 'heroVideoId',
        label: 'Home Page Video (YouTube)',
        hint: 'Paste the YouTube link or its 11-character video ID. Leave empty for the built-in video.',
        placeholder: 'https://www.youtube.com/watch?v=...',
        wide: true,
      },
      {
        name: 'siteUrl',
        label: 'Site Address',
        hint: 'The address visitors use, for example https://www.example.org. Used for links in emails, feeds and link previews when the server has no PUBLIC_URL.',
        placeholder: 'https://www.example.org',
        type: 'url',
        wide: true,
      },
    ],
  },
  {
    title: 'Contact Information',
    settings: [
      {
        name: 'address',
        label: 'Address',
        wide: true,
        autoComplete: 'street-address',
        hint: 'On the Contact, Plan a Visit and Give pages, in the footer, and on the map.',
      },
      { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', hint: 'On the Contact page and in the footer.' },
      {
        name: 'email',
        label: 'Email',
        type: 'email',
        autoComplete: 'email',
        hint: 'On the Contact page and in the footer; contact messages go here when no other address is set below.',
      },
    ],
  },
  {
    title: 'Social Media',
    description: 'The full address of each page, starting with https://. Shown as links in the footer; leave empty to hide it.',
    settings: [
      { name: 'socialFacebook', label: 'Facebook', type: 'url' },
      { name: 'socialInstagram', label: 'Instagram', type: 'url' },
      { name: 'socialTwitter', label: 'Twitter / X', type: 'url' },
      { name: 'socialYoutube', label: 'YouTube', type: 'url' },
    ],
  },
  {
    title: 'Theme Colors',
    description: 'Pick a colour or type its code (like #2563eb). The preview below changes as you go.',
    settings: [{ part: (parts) => <Colours {...parts} /> }],
  },
  {
    title: 'Contact Page URL and Giving',
    settings: [
      {
        name: 'contactPageUrl',
        label: 'Contact Page URL',
        hint: "Where the home page's 'Plan Your Visit' button goes: a page on this site (like /contact) or a full address, which opens in a new tab. Leave empty for the built-in Plan a Visit page. The menu's Contact link always opens this site's Contact page.",
        wide: true,
      },
      {
        name: 'givingWidgetUrl',
        label: 'Giving Widget URL',
        hint: 'The giving widget address from your church-management provider, shown on the Give page.',
        type: 'url',
        wide: true,
      },
      {
        name: 'offeringFormUrl',
        label: 'Offering Form URL',
        hint: 'The online offering form shown on the Offering page.',
        type: 'url',
        wide: true,
      },
    ],
  },
  {
    title: 'Email Configuration',
    description: 'How the website sends email: contact form messages to the office, automatic replies and visitor welcome emails.',
    settings: [
      {
        checkbox: 'emailEnabled',
        label: 'Send emails from the website',
        hint: 'Turn off to stop all emails (messages are still saved in the Messages tab).',
      },
      { part: (parts) => <Provider {...parts} /> },
      {
        name: 'contactEmailTo',
        label: 'Send Contact Messages To',
        hint: 'The office address that receives contact form messages.',
        type: 'email',
      },
      {
        name: 'contactEmailFrom',
        label: 'Send Emails From',
        hint: 'The address emails come from (for Gmail, your Gmail address).',
        type: 'email',
      },
      { name: 'smtpHost', label: 'SMTP Host', hint: 'SMTP only, e.g. smtp.example.org' },
      { name: 'smtpPort', label: 'SMTP Port', hint: 'SMTP only: usually 587, or 465 with a secure connection.', inputMode: 'numeric' },
      { checkbox: 'smtpSecure', label: 'Use a secure connection (SSL/TLS)', hint: 'Tick when your email host says port 465 or SSL.' },
      {
        name: 'smtpUser',
        label: 'Email Account Username',
        hint: 'The sign-in name for the email account (for Gmail, the Gmail address).',
        wide: true,
      },
      {
        part: ({ register, errors, config }) => (
          <SmtpPasswordSetting
            field={register('smtpPassword')}
            error={errors.smtpPassword?.message}
            hasSmtpPassword={config.hasSmtpPassword}
            churchName={config.churchName}
          />
        ),
      },
      { checkbox: 'autoReplyEnabled', label: 'Send an automatic reply to people who use the contact form' },
      { name: 'autoReplySubject', label: 'Auto-Reply Subject', wide: true },
      {
        name: 'autoReplyMessage',
        label: 'Auto-Reply Message',
        hint: 'Leave the subject or message empty for the standard reply. [Church Name] is replaced in both; [Visitor Name] in the message only (it is left out of the subject).',
        multiline: true,
      },
      { part: ({ unsavedChanges, config }) => <TestEmailSetting unsavedChanges={unsavedChanges} emailEnabled={config.emailEnabled} /> },
    ],
  },
  {
    title: 'Visitor Welcome Email',
    description: VISITOR_WELCOME_HELP,
    settings: [
      {
        name: 'visitorWelcomeSubject',
        label: 'Welcome Email Subject',
        placeholder: 'Welcome to [Church Name]!',
        wide: true,
      },
      { name: 'visitorWelcomeMessage', label: 'Welcome Email Message', multiline: true },
    ],
  },
  {
    title: 'Prayer Requests',
    description:
      'Requests sent from the Prayer Requests page are read in the Prayer tab, only by admins and accounts given pastoral care in Users.',
    settings: [
      {
        name: 'prayerKeepDays',
        label: 'Keep Prayer Requests For (days)',
        hint: 'Each request is deleted automatically this many days after it arrives, whatever its status: from 7 to 730 (90 unless you change it). The Prayer Requests page tells visitors this number.',
        inputMode: 'numeric',
      },
    ],
  },
]

/** The setting's key in the list: its field name, or its place for a part of its own. */
const keyOf = (setting: Setting, index: number) =>
  'part' in setting ? `part-${index}` : 'checkbox' in setting ? setting.checkbox : setting.name

/**
 * The Site Configuration form (groups and rules from the shared SiteConfigInput schema), drawn
 * from the list above. The SMTP password is write-only: it is sent only when staff type a new one.
 * Nothing typed is lost: edits are kept on this device per staff member until saved (never the
 * password), restored when Settings opens again, and switching tabs with unsaved changes asks first.
 */
export function SettingsForm({ config }: { config: AdminSiteConfig }) {
  const id = useId()
  const update = useUpdateSiteConfig()
  const saved = toFormValues(config)
  const kept = useFormDraft('settings', saved, ['smtpPassword'])
  const form = useForm<SettingsFormValues, unknown, SiteConfigInput>({
    resolver: valibotResolver(SiteConfigInput),
    defaultValues: saved,
  })
  const { register, control, handleSubmit, setError, setValue, formState } = form
  const { errors, isDirty } = formState
  // A draft from before goes back in as unsaved changes, over what is saved.
  const draft = useTabDraft(form, kept, saved)

  const onSubmit = handleSubmit(async ({ smtpPassword, ...settings }) => {
    try {
      // An empty password box means "keep the saved password": the key is left out.
      const nowSaved = await update.mutateAsync(smtpPassword ? { ...settings, smtpPassword } : settings)
      draft.saved(toFormValues(nowSaved))
    } catch (error) {
      // The failure toast is automatic; this puts the server's messages on the fields.
      serverFailure(error, setError, 'An error occurred')
    }
  })

  const heroVideo = register('heroVideoId', {
    // Staff paste the whole YouTube link; keep just its 11-character id.
    onBlur: (event) => {
      const videoId = youtubeVideoId(event.target.value)
      if (videoId && videoId !== event.target.value) setValue('heroVideoId', videoId, { shouldDirty: true, shouldValidate: true })
    },
  })
  const parts: Parts = { id, control, register, errors, config, unsavedChanges: isDirty }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="grid grid-cols-1 gap-6">
      <div>
        <h2 id={`${id}-title`} className="text-2xl font-bold text-secondary">
          Site Configuration
        </h2>
        <p className="text-muted mt-1">Changes show on the website as soon as you save.</p>
      </div>
      <EmailSetupBanner inSettings />
      {draft.restored ? <RestoredNote /> : null}

      {SECTIONS.map((section) => (
        <SettingsSection key={section.title} title={section.title} description={section.description}>
          {section.settings.map((setting, index) =>
            'part' in setting ? (
              <PartOf key={keyOf(setting, index)} render={setting.part} parts={parts} />
            ) : 'checkbox' in setting ? (
              <CheckboxSetting
                key={setting.checkbox}
                label={setting.label}
                field={register(setting.checkbox)}
                error={errors[setting.checkbox]?.message}
                hint={setting.hint}
              />
            ) : (
              <TextSetting
                key={setting.name}
                label={setting.label}
                field={setting.name === 'heroVideoId' ? heroVideo : register(setting.name)}
                error={errors[setting.name]?.message}
                hint={setting.hint}
                type={setting.type}
                multiline={setting.multiline}
                wide={setting.wide}
                autoComplete={setting.autoComplete}
                inputMode={setting.inputMode}
                placeholder={setting.placeholder}
              />
            ),
          )}
        </SettingsSection>
      ))}

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        {isDirty ? <p className="text-muted mr-auto text-sm">You have unsaved changes.</p> : null}
        <button type="submit" className="btn-primary" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Settings'}
        </button>
      </div>
    </form>
  )
}

/** The footer's about text, written with the editor (decision 0052). */
function FooterText({ id, control }: Parts) {
  return (
    <div className="sm:col-span-2">
      <Controller
        control={control}
        name="footerAboutDoc"
        render={({ field, fieldState }) => (
          <RichTextField
            id={`${id}-footer-about`}
            label="Footer About Text"
            hint="A sentence or two about the church, shown at the bottom of every page; its words are also the podcast's description and the site's in link previews."
            value={(field.value as RichDoc | null | undefined) ?? null}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </div>
  )
}

/** A part of its own, drawn as a component so its hooks belong to it. */
function PartOf({ render, parts }: { render: (parts: Parts) => ReactNode; parts: Parts }) {
  return <>{render(parts)}</>
}
