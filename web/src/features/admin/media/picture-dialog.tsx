import { PictureWordsInput } from '@church/api/models/uploads'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { type KeyboardEvent, type MouseEvent, useEffect, useId } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { Picture } from '../../../components/picture'
import { Dialog, useDialogGuard } from '../../../components/ui/dialog'
import { FormField } from '../../../components/ui/form-field'
import { serverFailure } from '../../../lib/forms'
import { DialogButtons } from '../components/dialog-buttons'
import { type LibraryPicture, type PictureWords, useDescribePicture } from './api/pictures'
import { clampPercent, focusWords } from './words'

type PictureFormValues = v.InferInput<typeof PictureWordsInput>

/**
 * 'Edit picture': what the picture shows (its alt text, said once for every page that shows it), or
 * that it is decorative, and its focal point, the part every crop keeps in view
 * (docs/product.md#media).
 */
export function PictureDialog({
  picture,
  open,
  onOpenChange,
}: {
  picture: LibraryPicture | null
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit picture" description={picture ? picture.fileName : undefined} size="lg">
      {picture ? <PictureForm picture={picture} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  )
}

function PictureForm({ picture, onDone }: { picture: LibraryPicture; onDone: () => void }) {
  const id = useId()
  const guard = useDialogGuard()
  const describe = useDescribePicture()
  const form = useForm<PictureFormValues, unknown, PictureWords>({
    resolver: valibotResolver(PictureWordsInput),
    defaultValues: { alt: picture.alt, decorative: picture.decorative, focusX: picture.focusX, focusY: picture.focusY },
  })
  const { register, handleSubmit, setError, setValue, watch, formState } = form
  const { errors } = formState
  // Closing with unsaved changes asks first, as every dialog of the dashboard does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: registered once for the life of the form
  useEffect(() => {
    guard?.setGuard({ isDirty: () => form.formState.isDirty, discard: () => form.reset() })
    return () => guard?.setGuard(null)
  }, [])
  const focusX = watch('focusX') ?? 50
  const focusY = watch('focusY') ?? 50
  const decorative = watch('decorative')
  const moveTo = (x: number, y: number) => {
    setValue('focusX', clampPercent(x), { shouldDirty: true })
    setValue('focusY', clampPercent(y), { shouldDirty: true })
  }

  const onSubmit = handleSubmit(async (words) => {
    try {
      await describe.mutateAsync({ id: picture.id, words })
      onDone()
    } catch (error) {
      serverFailure(error, setError, 'An error occurred')
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-4">
        <FocalPoint picture={picture} x={focusX} y={focusY} onMove={moveTo} hintId={`${id}-focus-hint`} />
        <p id={`${id}-focus-hint`} className="text-muted -mt-2 text-sm">
          Click the picture, or use the arrow keys on it, to choose the part every crop keeps in view.
        </p>
        <div>
          <p className="label-base">How crops show it</p>
          <div className="flex flex-wrap items-end gap-4">
            <Picture
              src={picture.address}
              alt=""
              sizes="96px"
              className="h-24 w-24 shrink-0 rounded-full border border-slate-200 object-cover"
              style={{ objectPosition: `${focusX}% ${focusY}%` }}
            />
            <Picture
              src={picture.address}
              alt=""
              sizes="224px"
              className="aspect-video w-56 max-w-full rounded-lg border border-slate-200 object-cover"
              style={{ objectPosition: `${focusX}% ${focusY}%` }}
            />
          </div>
        </div>
      </div>
      <div className="grid content-start gap-4">
        <FormField id={`${id}-alt`} label="Description (alt text)" error={errors.alt?.message}>
          {(control) => (
            <>
              <textarea
                {...control}
                rows={4}
                className="input-base"
                aria-describedby={[`${id}-alt-hint`, control['aria-describedby']].filter(Boolean).join(' ')}
                {...register('alt')}
              />
              <p id={`${id}-alt-hint`} className="text-muted mt-1 text-sm">
                What the picture shows, for people who cannot see it
                {decorative ? '. Not needed for a decorative picture.' : ''}
              </p>
            </>
          )}
        </FormField>
        <label className="flex items-start gap-2 font-semibold text-slate-800">
          <input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0 accent-primary" {...register('decorative')} />
          Decorative (the words beside it say it all)
        </label>
        <DialogButtons className="mt-2" onCancel={() => guard?.requestClose()}>
          <button type="submit" className="btn-primary" disabled={describe.isPending}>
            {describe.isPending ? 'Saving...' : 'Save'}
          </button>
        </DialogButtons>
      </div>
    </form>
  )
}

const STEP = 1
const BIG_STEP = 10
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }

/**
 * The picture large, with a marker on its focal point: a click puts it there, the arrow keys move it
 * (1% a press, 10% with Shift), Home/End to the middle. Its name says where it is.
 */
function FocalPoint({
  picture,
  x,
  y,
  onMove,
  hintId,
}: {
  picture: LibraryPicture
  x: number
  y: number
  onMove: (x: number, y: number) => void
  hintId: string
}) {
  const place = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    // A click from the keyboard (Enter, Space) has no place on the picture: it leaves the point where it is.
    if (event.detail === 0 || box.width === 0 || box.height === 0) return
    onMove(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100)
  }
  const key = (event: KeyboardEvent<HTMLButtonElement>) => {
    const arrow = ARROWS[event.key]
    if (event.key === 'Home') {
      event.preventDefault()
      onMove(50, 50)
      return
    }
    if (!arrow) return
    event.preventDefault()
    const step = event.shiftKey ? BIG_STEP : STEP
    onMove(x + arrow[0] * step, y + arrow[1] * step)
  }
  const words = focusWords(x, y)
  return (
    <div>
      <button
        type="button"
        className="relative inline-block max-w-full cursor-crosshair overflow-hidden rounded-lg border border-slate-200 bg-slate-100 p-0 align-top focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
        aria-label={words}
        aria-describedby={hintId}
        onClick={place}
        onKeyDown={key}
      >
        <Picture
          src={picture.address}
          alt=""
          sizes="(min-width: 1024px) 560px, (min-width: 768px) 60vw, 100vw"
          className="block h-auto max-h-[55vh] w-auto min-w-24 max-w-full"
          draggable={false}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute h-8 w-8 -translate-x-1/2 -translate-y-1/2 rounded-full border-3 border-white bg-primary/40 shadow-[0_0_0_2px_rgba(15,23,42,0.8)]"
          style={{ left: `${x}%`, top: `${y}%` }}
        />
      </button>
      <p className="sr-only" aria-live="polite">
        {words}
      </p>
    </div>
  )
}
