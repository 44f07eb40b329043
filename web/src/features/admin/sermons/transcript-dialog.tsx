import { sermonTitle } from '@church/api/lib/sermon-title'
import { readTranscript, TRANSCRIPT_FILES } from '@church/api/lib/transcript'
import { TranscriptInput } from '@church/api/models/sermons'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useQuery } from '@tanstack/react-query'
import { type ChangeEvent, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Dialog, useDialogGuard } from '../../../components/ui/dialog'
import { FormField } from '../../../components/ui/form-field'
import { serverFailure } from '../../../lib/forms'
import { DialogButtons } from '../components/dialog-buttons'
import { useDialogDraft, useFormDraft } from '../components/form-draft'
import { type AdminSermon, adminSermonQuery } from './api/get-admin-sermons'
import { useSaveTranscript } from './api/save-transcript'

/** A chosen file larger than this is not read: a transcript is text, a two-hour service's captions about 150 KB. */
const LARGEST_FILE_BYTES = 2_000_000

/**
 * 'Transcript' of one sermon (docs/product.md#sermons-tab): paste captions or text, or choose a .vtt,
 * .srt or .txt file (read here, in the browser), see how it was read, and save or remove it.
 */
export function TranscriptDialog({ sermon, onClose }: { sermon: AdminSermon | null; onClose: () => void }) {
  return (
    <Dialog
      open={sermon !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Transcript"
      description={
        sermon ? `Of “${sermonTitle(sermon.title)}”. Visitors read it on the sermon’s page; podcast apps show its captions.` : undefined
      }
    >
      {sermon ? <TranscriptLoader sermon={sermon} onDone={onClose} /> : null}
    </Dialog>
  )
}

/** Reads the sermon's transcript (lists never carry it), then offers the form. */
function TranscriptLoader({ sermon, onDone }: { sermon: AdminSermon; onDone: () => void }) {
  const read = useQuery(adminSermonQuery(sermon.id))
  if (read.error)
    return (
      <p role="alert" className="text-red-700">
        The transcript could not be loaded.{' '}
        <button type="button" className="font-semibold text-primary underline" onClick={() => void read.refetch()}>
          Try again
        </button>
      </p>
    )
  if (!read.data) return <p role="status">Loading transcript...</p>
  return <TranscriptForm id={sermon.id} saved={read.data.transcript} onDone={onDone} />
}

/** How the text reads, in a line: its kind and length (what is wrong with it is the field's message). */
function readingLine(text: string): string {
  if (text.trim() === '') return 'No transcript: saving removes it from the sermon.'
  const reading = readTranscript(text)
  if (!reading.ok) return ''
  const paragraphs = reading.words.split('\n\n').length
  return `Read as ${TRANSCRIPT_FILES[reading.format].name}: ${reading.wordCount.toLocaleString('en-US')} words in ${paragraphs.toLocaleString('en-US')} ${paragraphs === 1 ? 'paragraph' : 'paragraphs'}.`
}

function TranscriptForm({ id, saved, onDone }: { id: string; saved: string; onDone: () => void }) {
  const guard = useDialogGuard()
  const fieldId = useId()
  const save = useSaveTranscript()
  const kept = useFormDraft(`transcript:${id}`, { transcript: saved })
  // Read as it is typed or chosen: what cannot be read is said under the box at once.
  const form = useForm<TranscriptInput>({
    mode: 'onChange',
    resolver: valibotResolver(TranscriptInput),
    defaultValues: { transcript: saved, ...kept.draft },
  })
  useDialogDraft(form, kept)
  const { register, handleSubmit, setError, setValue, watch, formState } = form
  const [fileNote, setFileNote] = useState<{ ok: boolean; words: string } | null>(null)
  const text = watch('transcript')
  const line = readingLine(text)

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (file.size > LARGEST_FILE_BYTES) {
      setFileNote({
        ok: false,
        words: `“${file.name}” is ${(file.size / 1_000_000).toFixed(1)} MB: a transcript is at most 2 MB. Choose its .vtt, .srt or .txt file.`,
      })
      return
    }
    setValue('transcript', await file.text(), { shouldDirty: true, shouldValidate: true })
    setFileNote({ ok: true, words: `Read from “${file.name}”.` })
  }

  /** Saves what the box holds, or '' to remove it (from its history it can be put back). */
  const send = async (transcript: string) => {
    try {
      await save.mutateAsync({ id, transcript })
      kept.drop()
      onDone()
    } catch (error) {
      setError('transcript', { type: 'server', message: serverFailure(error, setError, 'The transcript could not be saved.') })
    }
  }

  return (
    <form onSubmit={handleSubmit(({ transcript }) => send(transcript))} noValidate className="grid gap-4">
      <div>
        <label htmlFor={`${fieldId}-file`} className="label-base">
          Choose a file
        </label>
        <input
          id={`${fieldId}-file`}
          type="file"
          accept=".vtt,.srt,.txt,text/vtt,text/plain"
          className="block min-h-11 w-full text-sm file:btn-outline file:mr-3"
          aria-describedby={`${fieldId}-file-hint`}
          onChange={(event) => void choose(event)}
        />
        <p
          id={`${fieldId}-file-hint`}
          className={`mt-1 text-sm ${fileNote && !fileNote.ok ? 'text-red-700' : 'text-muted'}`}
          aria-live="polite"
        >
          {fileNote?.words ??
            'Captions from YouTube or your recording service (.vtt or .srt), or the sermon’s text (.txt). Or paste it below.'}
        </p>
      </div>
      <FormField id={`${fieldId}-text`} label="Transcript" error={formState.errors.transcript?.message}>
        {(control) => (
          <textarea
            {...control}
            rows={12}
            spellCheck={false}
            className="input-base font-mono text-sm"
            aria-describedby={[control['aria-describedby'], `${fieldId}-reading`].filter(Boolean).join(' ')}
            {...register('transcript')}
          />
        )}
      </FormField>
      <p id={`${fieldId}-reading`} className="text-muted text-sm" aria-live="polite">
        {line}
      </p>
      <DialogButtons onCancel={() => guard?.requestClose()}>
        {saved ? (
          <button type="button" className="btn-outline" disabled={save.isPending} onClick={() => void send('')}>
            Remove Transcript
          </button>
        ) : null}
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Transcript'}
        </button>
      </DialogButtons>
    </form>
  )
}
