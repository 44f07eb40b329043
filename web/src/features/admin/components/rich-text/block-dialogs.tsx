import { youtubeThumbnail, youtubeVideoId } from '@church/api/lib/video'
import { useState } from 'react'
import { LINK_HINT, linkAddress, NOT_A_LINK, typedAddress } from './link-address'
import { DialogInput, EditorDialogForm } from './link-dialog'

const NOT_A_VIDEO = 'That is not the address of a YouTube video. Copy it from the Share button under the video on YouTube.'

/** Add or change a YouTube video: its address, in any shape YouTube gives it (watch, youtu.be, shorts, live). */
export function VideoDialog({
  open,
  onOpenChange,
  initialVideoId,
  onSave,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  initialVideoId: string
  onSave: (videoId: string) => void
}) {
  const [typed, setTyped] = useState(initialVideoId ? `https://www.youtube.com/watch?v=${initialVideoId}` : '')
  const [error, setError] = useState<string>()
  const videoId = youtubeVideoId(typed)
  return (
    <EditorDialogForm
      title={initialVideoId ? 'Change video' : 'Add a YouTube video'}
      open={open}
      onOpenChange={onOpenChange}
      submitLabel={initialVideoId ? 'Save video' : 'Add video'}
      onSubmit={() => (videoId ? onSave(videoId) : setError(NOT_A_VIDEO))}
    >
      <DialogInput
        label="YouTube address"
        value={typed}
        onChange={setTyped}
        error={error}
        hint="For example https://www.youtube.com/watch?v=… or https://youtu.be/…"
        autoFocus
        inputMode="url"
      />
      {videoId ? (
        <img
          src={youtubeThumbnail(videoId)}
          alt="The chosen video, as YouTube shows it"
          className="aspect-video w-full max-w-xs rounded-md object-cover"
        />
      ) : null}
    </EditorDialogForm>
  )
}

/** Add or change a button link: the words on the button and where it goes. */
export function ButtonLinkDialog({
  open,
  onOpenChange,
  initial,
  onSave,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  initial: { text: string; href: string } | null
  onSave: (button: { text: string; href: string }) => void
}) {
  const [text, setText] = useState(initial?.text ?? '')
  const [typed, setTyped] = useState(initial ? typedAddress(initial.href) : '')
  const [errors, setErrors] = useState<{ text?: string; href?: string }>({})
  return (
    <EditorDialogForm
      title={initial ? 'Change button' : 'Add a button'}
      open={open}
      onOpenChange={onOpenChange}
      submitLabel={initial ? 'Save button' : 'Add button'}
      onSubmit={() => {
        const href = linkAddress(typed)
        const words = text.trim()
        const next = {
          text: !words ? 'Write the words on the button.' : words.length > 80 ? 'Keep the words under 80 characters.' : undefined,
          href: href ? undefined : NOT_A_LINK,
        }
        setErrors(next)
        if (href && !next.text) onSave({ text: words, href })
      }}
    >
      <DialogInput
        label="Words on the button"
        value={text}
        onChange={setText}
        error={errors.text}
        hint="For example: Sign up, Give online."
        autoFocus
      />
      <DialogInput label="Where the button goes" value={typed} onChange={setTyped} error={errors.href} hint={LINK_HINT} inputMode="url" />
    </EditorDialogForm>
  )
}
