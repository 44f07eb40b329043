import { emptyDoc, type RichDoc, toRichDoc } from '@church/api/lib/rich-text/document'
import type { Editor } from '@tiptap/core'
import { EditorContent, useEditor } from '@tiptap/react'
import { useEffect, useRef, useState } from 'react'
import { ButtonLinkDialog, VideoDialog } from './block-dialogs'
import { richTextExtensions } from './extensions'
import { LinkDialog } from './link-dialog'
import { type PictureChoice, PictureDialog } from './picture-dialog'
import { type EditorDialogKind, SHORTCUTS, shortcutText, Toolbar } from './toolbar'

export type RichTextEditorProps = {
  id: string
  labelId: string
  describedBy?: string
  invalid: boolean
  value: RichDoc | null
  onChange: (doc: RichDoc) => void
}

/**
 * How the page's words look while they are written: headings, lists, quotes and links as the page
 * shows them (the reset takes every browser style away), the selected picture or button outlined.
 */
const WRITING =
  'min-h-48 rounded-b-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-primary aria-[invalid=true]:border-red-600 ' +
  '[&_p]:my-2 [&_h2]:mb-2 [&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mb-2 [&_h3]:mt-3 [&_h3]:text-xl [&_h3]:font-semibold ' +
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li_p]:my-1 [&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic ' +
  '[&_hr]:my-4 [&_hr]:border-slate-300 [&_a]:text-primary [&_a]:underline [&_figure]:my-3 [&_.rich-editor-block]:my-3 ' +
  '[&_.ProseMirror-selectednode]:outline [&_.ProseMirror-selectednode]:outline-3 [&_.ProseMirror-selectednode]:outline-primary'

/** What each dialog starts with: the selected picture, video or button (to change it), or nothing (to add one). */
function selectedAttrs(editor: Editor, type: string) {
  return editor.isActive(type) ? (editor.getAttributes(type) as Record<string, unknown>) : null
}

/**
 * The rich-text editor (TipTap, decision 0045), loaded only when a dashboard form shows it
 * (RichTextField). It holds only what a page may show, and hands its document on as the stored
 * shape (`toRichDoc`), so what it emits always passes RichDocument; empty, it emits `emptyDoc`.
 */
export default function RichTextEditor({ id, labelId, describedBy, invalid, value, onChange }: RichTextEditorProps) {
  const [dialog, setDialog] = useState<EditorDialogKind | null>(null)
  const [note, setNote] = useState('')
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const initial = useRef(toRichDoc(value ?? emptyDoc))
  /** The document last handed on (JSON), to tell a new value from the form apart from our own. */
  const emitted = useRef(JSON.stringify(initial.current))

  const editor = useEditor({
    extensions: richTextExtensions({
      onLinkShortcut: () => setDialog('link'),
      onPictureDropped: () =>
        setNote('Pictures are not pasted with the words. Use Picture in the toolbar to add one from the media library.'),
    }),
    content: initial.current,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': String(invalid),
        class: WRITING,
      },
    },
    onUpdate: ({ editor: e }) => {
      const doc = toRichDoc(e.getJSON())
      emitted.current = JSON.stringify(doc)
      onChangeRef.current(doc)
    },
  })

  // A value the form sets itself (a restored draft, a reset, another revision) replaces the words.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return
    const next = toRichDoc(value ?? emptyDoc)
    const json = JSON.stringify(next)
    if (json === emitted.current) return
    emitted.current = json
    editor.commands.setContent(next, { emitUpdate: false })
  }, [editor, value])

  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          'aria-invalid': String(invalid),
          class: WRITING,
        },
      },
    })
  }, [editor, id, labelId, describedBy, invalid])

  if (!editor) return <p role="status">Loading the editor…</p>

  const close = (open: boolean) => {
    if (!open) setDialog(null)
  }
  const chain = () => editor.chain().focus()
  const link = dialog === 'link' ? (editor.getAttributes('link').href as string | undefined) : undefined
  const picture = dialog === 'picture' ? (selectedAttrs(editor, 'image') as PictureChoice | null) : null
  const video = dialog === 'video' ? selectedAttrs(editor, 'youtube') : null
  const button = dialog === 'button' ? (selectedAttrs(editor, 'buttonLink') as { text: string; href: string } | null) : null

  return (
    <div>
      <Toolbar editor={editor} controls={id} onDialog={(kind) => setDialog(kind)} />
      <EditorContent editor={editor} />
      <p role="status" className="mt-1 text-sm text-amber-900">
        {note}
      </p>
      <details className="mt-1 text-sm text-slate-700">
        <summary className="inline-flex min-h-6 cursor-pointer items-center">Keyboard shortcuts</summary>
        <ul className="mt-1 grid gap-x-6 sm:grid-cols-2">
          {SHORTCUTS.map(([what, keys]) => (
            <li key={what}>
              {what}: <kbd className="font-mono">{shortcutText(keys)}</kbd>
            </li>
          ))}
        </ul>
      </details>

      {dialog === 'link' ? (
        <LinkDialog
          open
          onOpenChange={close}
          initialHref={link ?? ''}
          askForWords={!link && editor.state.selection.empty}
          onSave={({ href, words }) => {
            setDialog(null)
            if (!link && editor.state.selection.empty)
              chain()
                .insertContent({
                  type: 'text',
                  text: words || href.replace(/^(mailto|tel):/i, ''),
                  marks: [{ type: 'link', attrs: { href } }],
                })
                .run()
            else chain().extendMarkRange('link').setLink({ href }).run()
          }}
          onRemove={() => {
            setDialog(null)
            chain().extendMarkRange('link').unsetLink().run()
          }}
        />
      ) : null}
      {dialog === 'picture' ? (
        <PictureDialog
          open
          onOpenChange={close}
          initial={picture}
          onSave={(attrs) => {
            setDialog(null)
            if (picture) chain().updateAttributes('image', attrs).run()
            else chain().insertContent({ type: 'image', attrs }).run()
          }}
        />
      ) : null}
      {dialog === 'video' ? (
        <VideoDialog
          open
          onOpenChange={close}
          initialVideoId={typeof video?.videoId === 'string' ? video.videoId : ''}
          onSave={(videoId) => {
            setDialog(null)
            if (video) chain().updateAttributes('youtube', { videoId }).run()
            else chain().insertContent({ type: 'youtube', attrs: { videoId } }).run()
          }}
        />
      ) : null}
      {dialog === 'button' ? (
        <ButtonLinkDialog
          open
          onOpenChange={close}
          initial={button}
          onSave={(attrs) => {
            setDialog(null)
            if (button) chain().updateAttributes('buttonLink', attrs).run()
            else chain().insertContent({ type: 'buttonLink', attrs }).run()
          }}
        />
      ) : null}
    </div>
  )
}
