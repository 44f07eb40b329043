import { BackupSettingsInput } from '@church/api/models/backups'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { RestoredNote } from '../../../../components/ui/dialog'
import { formatTime } from '../../../../lib/dates'
import { serverFailure } from '../../../../lib/forms'
import { useDialogFields } from '../../components/dialog-fields'
import { useFormDraft, useTabDraft } from '../../components/form-draft'
import { SettingsSection, TextSetting } from '../../components/settings-fields'
import type { BackupStatus } from '../api/get-backups'
import { useUpdateBackupSettings } from '../api/update-backup-settings'

type Values = v.InferInput<typeof BackupSettingsInput>

const toValues = (settings: BackupStatus['settings']): Values => ({
  time: formatTime(settings.time),
  keepDaily: String(settings.keepDaily),
  keepWeekly: String(settings.keepWeekly),
})

/**
 * When the nightly backup runs and how many are kept. What is typed is kept on this device until
 * saved, and leaving the tab with unsaved changes asks first, as in Settings.
 */
export function BackupSettingsForm({ status }: { status: BackupStatus }) {
  const id = useId()
  const update = useUpdateBackupSettings()
  const saved = toValues(status.settings)
  const kept = useFormDraft('backup-settings', saved)
  const form = useForm<Values, unknown, v.InferOutput<typeof BackupSettingsInput>>({
    resolver: valibotResolver(BackupSettingsInput),
    defaultValues: saved,
  })
  const { register, handleSubmit, setError, formState } = form
  const field = useDialogFields({ register, errors: formState.errors })
  const draft = useTabDraft(form, kept, saved)

  const onSubmit = handleSubmit(async (settings) => {
    try {
      const answer = await update.mutateAsync(settings)
      draft.saved(toValues(answer.settings))
    } catch (error) {
      serverFailure(error, setError, 'An error occurred')
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <SettingsSection
        title="Schedule and keeping"
        description={`Times are on the church's clock (${status.timeZone}). Kept: every backup of the last day, the newest of each recent day, and the newest of each recent week; older ones are removed after each good backup.`}
      >
        {draft.restored ? <RestoredNote className="sm:col-span-2" /> : null}
        <TextSetting
          label="Nightly backup time"
          hint="When the server backs itself up each night, for example 3:00 AM."
          placeholder="3:00 AM"
          {...field('time')}
        />
        <span className="hidden sm:block" />
        <TextSetting
          label="Daily backups kept"
          hint="How many days back a backup is kept for each day (1 to 60)."
          inputMode="numeric"
          {...field('keepDaily')}
        />
        <TextSetting
          label="Weekly backups kept"
          hint="How many weeks back one backup a week is kept (0 to 52)."
          inputMode="numeric"
          {...field('keepWeekly')}
        />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save backup settings'}
          </button>
        </div>
      </SettingsSection>
    </form>
  )
}
