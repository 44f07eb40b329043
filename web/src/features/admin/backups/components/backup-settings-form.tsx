import { BackupSettingsInput } from '@church/api/models/backups'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { formatTime } from '../../../../lib/dates'
import { serverFailure } from '../../../../lib/forms'
import { useFormDraft } from '../../components/form-draft'
import { useTabGuard } from '../../components/tab-guard'
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
  const tabGuard = useTabGuard()
  const [restored, setRestored] = useState(false)
  const { register, handleSubmit, reset, setError, setValue, getValues, watch, formState } = useForm<
    Values,
    unknown,
    v.InferOutput<typeof BackupSettingsInput>
  >({ resolver: valibotResolver(BackupSettingsInput), defaultValues: saved })
  const { errors } = formState

  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once for the life of the form
  useEffect(() => {
    for (const [name, value] of Object.entries(kept.draft ?? {})) {
      if (name in saved) setValue(name as keyof Values, value as never, { shouldDirty: true })
    }
    if (kept.draft) setRestored(true)
    const watching = watch((values) => kept.keep(values))
    tabGuard?.setGuard({
      isDirty: () => kept.changed(getValues()),
      discard: () => {
        kept.drop()
        reset(saved)
      },
    })
    return () => {
      watching.unsubscribe()
      tabGuard?.setGuard(null)
    }
  }, [])

  const onSubmit = handleSubmit(async (settings) => {
    try {
      const answer = await update.mutateAsync(settings)
      kept.drop(toValues(answer.settings))
      setRestored(false)
      reset(toValues(answer.settings))
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
        {restored ? (
          <p role="status" className="rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900 sm:col-span-2">
            Your unsaved changes from before were restored.
          </p>
        ) : null}
        <TextSetting
          label="Nightly backup time"
          hint="When the server backs itself up each night, for example 3:00 AM."
          field={register('time')}
          error={errors.time?.message}
          placeholder="3:00 AM"
        />
        <span className="hidden sm:block" />
        <TextSetting
          label="Daily backups kept"
          hint="How many days back a backup is kept for each day (1 to 60)."
          field={register('keepDaily')}
          error={errors.keepDaily?.message}
          inputMode="numeric"
        />
        <TextSetting
          label="Weekly backups kept"
          hint="How many weeks back one backup a week is kept (0 to 52)."
          field={register('keepWeekly')}
          error={errors.keepWeekly?.message}
          inputMode="numeric"
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
