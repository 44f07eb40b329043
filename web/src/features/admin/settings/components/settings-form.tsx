import { youtubeVideoId } from '@church/api/lib/video'
import { EMAIL_PROVIDERS, SiteConfigInput } from '@church/api/models/site-config'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type * as v from 'valibot'
import { FormField } from '../../../../components/ui/form-field'
import { ImageField } from '../../../../components/ui/image-field'
import { serverFailure } from '../../../../lib/forms'
import { DEFAULT_THEME } from '../../../site-config/defaults'
import type { AdminSiteConfig } from '../api/get-admin-site-config'
import { useUpdateSiteConfig } from '../api/update-site-config'
import { ColourSetting } from './colour-setting'
import { CheckboxSetting, SettingsSection, TextSetting } from './settings-fields'
import { SmtpPasswordSetting } from './smtp-password-setting'
import { TestEmailSetting } from './test-email-setting'
import { ThemePreview } from './theme-preview'

type SettingsFormValues = v.InferInput<typeof SiteConfigInput>

/** The stored settings as the form edits them: the password box always starts empty. */
function toFormValues(config: AdminSiteConfig): SettingsFormValues {
  const { hasSmtpPassword: _saved, updatedAt: _updated, ...settings } = config
  return { ...settings, smtpPort: String(settings.smtpPort), smtpPassword: '' }
}

const PROVIDERS: Record<(typeof EMAIL_PROVIDERS)[number], string> = {
  gmail: 'Gmail (Google account with an app password)',
  smtp: 'SMTP server (from your email host)',
  console: 'Console (testing only: emails are written to the server log)',
}

const COLOURS = [
  { name: 'primaryColor', label: 'Primary Color', hint: 'Buttons, links and the current page in the menu.' },
  { name: 'accentColor', label: 'Accent Color', hint: 'Highlights, badges and the keyboard focus outline.' },
  { name: 'secondaryColor', label: 'Secondary Color', hint: 'Headings, the church name and the footer.' },
] as const

/**
 * The Site Configuration form (SPEC §2 groups, §5 rules from the shared SiteConfigInput schema).
 * The SMTP password is write-only: it is sent only when staff type a new one.
 */
export function SettingsForm({ config }: { config: AdminSiteConfig }) {
  const id = useId()
  const update = useUpdateSiteConfig()
  const { register, control, handleSubmit, reset, setError, setValue, formState } = useForm<SettingsFormValues, unknown, SiteConfigInput>({
    resolver: valibotResolver(SiteConfigInput),
    defaultValues: toFormValues(config),
  })
  const { errors, isDirty } = formState
  const [churchName, logoUrl, primaryColor, accentColor, secondaryColor] = useWatch({
    control,
    name: ['churchName', 'logoUrl', 'primaryColor', 'accentColor', 'secondaryColor'],
  })

  const onSubmit = handleSubmit(async ({ smtpPassword, ...settings }) => {
    try {
      // An empty password box means "keep the saved password": the key is left out.
      const saved = await update.mutateAsync(smtpPassword ? { ...settings, smtpPassword } : settings)
      reset(toFormValues(saved))
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

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="grid gap-6">
      <div>
        <h2 id={`${id}-title`} className="text-2xl font-bold text-secondary">
          Site Configuration
        </h2>
        <p className="text-muted mt-1">Changes show on the website as soon as you save.</p>
      </div>

      <SettingsSection title="Church Information">
        <TextSetting label="Church Name" field={register('churchName')} error={errors.churchName?.message} autoComplete="organization" />
        <TextSetting label="Tagline" field={register('tagline')} error={errors.tagline?.message} />
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
        <TextSetting
          label="Footer About Text"
          field={register('footerAbout')}
          error={errors.footerAbout?.message}
          hint="A sentence or two about the church, shown at the bottom of every page."
          multiline
        />
        <TextSetting
          label="Home Page Video (YouTube)"
          field={heroVideo}
          error={errors.heroVideoId?.message}
          hint="Paste the YouTube link or its 11-character video ID. Leave empty for the built-in video."
          placeholder="https://www.youtube.com/watch?v=..."
          wide
        />
        <TextSetting
          label="Site Address"
          field={register('siteUrl')}
          error={errors.siteUrl?.message}
          hint="The address visitors use, for example https://www.example.org. Used for links in emails, feeds and link previews when the server has no PUBLIC_URL."
          placeholder="https://www.example.org"
          type="url"
          wide
        />
      </SettingsSection>

      <SettingsSection title="Contact Information">
        <TextSetting label="Address" field={register('address')} error={errors.address?.message} wide autoComplete="street-address" />
        <TextSetting label="Phone" field={register('phone')} error={errors.phone?.message} type="tel" autoComplete="tel" />
        <TextSetting label="Email" field={register('email')} error={errors.email?.message} type="email" autoComplete="email" />
      </SettingsSection>

      <SettingsSection title="Social Media" description="The full address of each page, starting with https://. Leave empty to hide it.">
        <TextSetting label="Facebook" field={register('socialFacebook')} error={errors.socialFacebook?.message} type="url" />
        <TextSetting label="Instagram" field={register('socialInstagram')} error={errors.socialInstagram?.message} type="url" />
        <TextSetting label="Twitter / X" field={register('socialTwitter')} error={errors.socialTwitter?.message} type="url" />
        <TextSetting label="YouTube" field={register('socialYoutube')} error={errors.socialYoutube?.message} type="url" />
      </SettingsSection>

      <SettingsSection
        title="Theme Colors"
        description="Pick a colour or type its code (like #2563eb). The preview below changes as you go."
      >
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
      </SettingsSection>

      <SettingsSection title="Contact Page URL and Giving">
        <TextSetting
          label="Contact Page URL"
          field={register('contactPageUrl')}
          error={errors.contactPageUrl?.message}
          hint="Where 'Contact' links go: a page on this site (like /contact) or a full address. Leave empty for the built-in page."
          wide
        />
        <TextSetting
          label="Giving Widget URL"
          field={register('givingWidgetUrl')}
          error={errors.givingWidgetUrl?.message}
          hint="The giving widget address from your church-management provider (Give page)."
          type="url"
          wide
        />
        <TextSetting
          label="Offering Form URL"
          field={register('offeringFormUrl')}
          error={errors.offeringFormUrl?.message}
          hint="The online offering form shown on the Offering page."
          type="url"
          wide
        />
      </SettingsSection>

      <SettingsSection
        title="Email Configuration"
        description="How the website sends email: contact form messages to the office, automatic replies and visitor welcome emails."
      >
        <CheckboxSetting
          label="Send emails from the website"
          field={register('emailEnabled')}
          hint="Turn off to stop all emails (messages are still saved in the Messages tab)."
        />
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
        <TextSetting
          label="Send Contact Messages To"
          field={register('contactEmailTo')}
          error={errors.contactEmailTo?.message}
          hint="The office address that receives contact form messages."
          type="email"
        />
        <TextSetting
          label="Send Emails From"
          field={register('contactEmailFrom')}
          error={errors.contactEmailFrom?.message}
          hint="The address emails come from (for Gmail, your Gmail address)."
          type="email"
        />
        <TextSetting
          label="SMTP Host"
          field={register('smtpHost')}
          error={errors.smtpHost?.message}
          hint="SMTP only, e.g. smtp.example.org"
        />
        <TextSetting
          label="SMTP Port"
          field={register('smtpPort')}
          error={errors.smtpPort?.message}
          hint="SMTP only: usually 587, or 465 with a secure connection."
          inputMode="numeric"
        />
        <CheckboxSetting
          label="Use a secure connection (SSL/TLS)"
          field={register('smtpSecure')}
          error={errors.smtpSecure?.message}
          hint="Tick when your email host says port 465 or SSL."
        />
        <TextSetting
          label="Email Account Username"
          field={register('smtpUser')}
          error={errors.smtpUser?.message}
          hint="The sign-in name for the email account (for Gmail, the Gmail address)."
          wide
        />
        <SmtpPasswordSetting
          field={register('smtpPassword')}
          error={errors.smtpPassword?.message}
          hasSmtpPassword={config.hasSmtpPassword}
          churchName={config.churchName}
        />
        <CheckboxSetting
          label="Send an automatic reply to people who use the contact form"
          field={register('autoReplyEnabled')}
          error={errors.autoReplyEnabled?.message}
        />
        <TextSetting label="Auto-Reply Subject" field={register('autoReplySubject')} error={errors.autoReplySubject?.message} wide />
        <TextSetting
          label="Auto-Reply Message"
          field={register('autoReplyMessage')}
          error={errors.autoReplyMessage?.message}
          hint="Leave the subject or message empty for the standard reply. [Visitor Name] and [Church Name] are replaced here too."
          multiline
        />
        <TestEmailSetting unsavedChanges={isDirty} emailEnabled={config.emailEnabled} />
      </SettingsSection>

      <SettingsSection
        title="Visitor Welcome Email"
        description={
          <>
            <p>Sent to people who fill in the Plan a Visit form. Leave both empty to send the standard welcome.</p>
            <p className="mt-2">You can type these in the subject or message; each is replaced when the email is sent:</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
              <dt className="font-mono font-semibold text-slate-800">[Visitor Name]</dt>
              <dd>the visitor's name</dd>
              <dt className="font-mono font-semibold text-slate-800">[Church Name]</dt>
              <dd>the church name above</dd>
              <dt className="font-mono font-semibold text-slate-800">[Number of Kids]</dt>
              <dd>how many children they are bringing</dd>
            </dl>
          </>
        }
      >
        <TextSetting
          label="Welcome Email Subject"
          field={register('visitorWelcomeSubject')}
          error={errors.visitorWelcomeSubject?.message}
          placeholder="Welcome to [Church Name], [Visitor Name]!"
          wide
        />
        <TextSetting
          label="Welcome Email Message"
          field={register('visitorWelcomeMessage')}
          error={errors.visitorWelcomeMessage?.message}
          multiline
        />
      </SettingsSection>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        {isDirty ? <p className="text-muted mr-auto text-sm">You have unsaved changes.</p> : null}
        <button type="submit" className="btn-primary" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Settings'}
        </button>
      </div>
    </form>
  )
}
