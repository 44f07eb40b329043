import { emptyDoc, type RichDoc, toRichDoc } from '@church/api/lib/rich-text/document'
import type { Editor, JSONContent } from '@tiptap/core'
import { TextSelection } from '@tiptap/pm/state'
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

/** The writing area's name, description and state for screen readers, and its look. */
function writingAttributes({ id, labelId, describedBy, invalid }: Omit<RichTextEditorProps, 'value' | 'onChange'>) {
  return {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    'aria-invalid': String(invalid),
    class: WRITING,
  }
}

/** What each dialog starts with: the selected picture, video or button (to change it), or nothing (to add one). */
function selectedAttrs(editor: Editor, type: string) {
  const { selection } = editor.state
  const node = 'node' in selection ? (selection.node as { type: { name: string }; attrs: Record<string, unknown> }) : null
  return type && node?.type.name === type ? { ...node.attrs } : null
}

/**
 * The editor's document as the page stores it: the allowed part (`toRichDoc`), without the empty
 * paragraphs at its end (the editor keeps one there to type in after a list or a picture).
 */
function storedShape(json: JSONContent): RichDoc {
  const doc = toRichDoc(json)
  let end = doc.content.length
  while (end > 1 && doc.content[end - 1].type === 'paragraph' && !('content' in doc.content[end - 1])) end--
  return end === doc.content.length ? doc : { type: 'doc', content: doc.content.slice(0, end) }
}

/**
 * A picture, video or button added where the cursor is, with a paragraph after it to go on typing
 * in; beside (not over) a picture or video that is selected.
 */
function insertBlock(editor: Editor, node: JSONContent, at: { from: number; to: number }) {
  const content = [node, { type: 'paragraph' }]
  const selected = editor.state.doc.nodeAt(at.from)
  if (selected?.isAtom && selected.isBlock && at.to === at.from + selected.nodeSize)
    editor.chain().focus().insertContentAt(at.to, content).run()
  else editor.chain().focus().setTextSelection(at).insertContent(content).run()
}

/**
 * The words selected on screen. Words selected with Shift and the arrow keys reach ProseMirror with
 * the browser's 'selectionchange', which a busy machine fires after the next key: Ctrl+K pressed at
 * once found no words selected, and the link came in as its address instead of over the words.
 * A picture, video or button selected is ProseMirror's own (no words on screen to read).
 */
function selectionOnScreen(editor: Editor) {
  const { view } = editor
  const shown = view.dom.ownerDocument.getSelection()
  const { anchorNode, focusNode } = shown ?? {}
  if (
    shown &&
    anchorNode &&
    focusNode &&
    view.state.selection instanceof TextSelection &&
    view.dom.contains(anchorNode) &&
    view.dom.contains(focusNode)
  ) {
    try {
      const onScreen = TextSelection.create(
        view.state.doc,
        view.posAtDOM(anchorNode, shown.anchorOffset),
        view.posAtDOM(focusNode, shown.focusOffset),
      )
      if (!onScreen.eq(view.state.selection)) view.dispatch(view.state.tr.setSelection(onScreen))
    } catch {
      // A place on screen the document has none for (the editor mid-change): ProseMirror's own stands.
    }
  }
  return view.state.selection
}

/** An open dialog and what it works on, read when it opened. */
type OpenDialog = {
  kind: EditorDialogKind
  from: number
  to: number
  empty: boolean
  /** The link's address where the cursor was ('' for none). */
  href: string
  /** The selected picture's, video's or button's attributes (null: a new one is added). */
  attrs: Record<string, unknown> | null
}

/**
 * The rich-text editor (TipTap, decision 0045), loaded only when a dashboard form shows it
 * (RichTextField). It holds only what a page may show, and hands its document on as the stored
 * shape (`toRichDoc`), so what it emits always passes RichDocument; empty, it emits `emptyDoc`.
 */
export default function RichTextEditor({ id, labelId, describedBy, invalid, value, onChange }: RichTextEditorProps) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  const [note, setNote] = useState('')
  // The editor's Ctrl/Cmd+K handler is made once; it opens the link dialog through this ref.
  const openRef = useRef<(kind: EditorDialogKind) => void>(() => {})
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const initial = useRef(toRichDoc(value ?? emptyDoc))
  /** The document last handed on (JSON), to tell a new value from the form apart from our own. */
  const emitted = useRef(JSON.stringify(initial.current))

  const editor = useEditor({
    extensions: richTextExtensions({
      onLinkShortcut: () => openRef.current('link'),
      onPictureDropped: () =>
        setNote('Pictures are not pasted with the words. Use Picture in the toolbar to add one from the media library.'),
    }),
    content: initial.current,
    editorProps: { attributes: writingAttributes({ id, labelId, describedBy, invalid }) },
    onUpdate: ({ editor: e }) => {
      const doc = storedShape(e.getJSON())
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

  // The message under the field comes and goes: the writing area's description and state follow it.
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: writingAttributes({ id, labelId, describedBy, invalid }) } })
  }, [editor, id, labelId, describedBy, invalid])

  if (!editor) return <p role="status">Loading the editor…</p>

  /** Opens a dialog with what it works on, read now: focus in the dialog must not change it. */
  const open = (kind: EditorDialogKind) => {
    if (!editor) return
    const { from, to, empty } = selectionOnScreen(editor)
    setDialog({
      kind,
      from,
      to,
      empty,
      href: kind === 'link' ? ((editor.getAttributes('link').href as string | undefined) ?? '') : '',
      attrs: selectedAttrs(editor, { picture: 'image', video: 'youtube', button: 'buttonLink', link: '' }[kind]),
    })
  }
  openRef.current = open
  const close = (keepOpen: boolean) => {
    if (!keepOpen) setDialog(null)
  }
  /** A chain of commands on what was selected when the dialog opened, focus back in the text. */
  const onSelection = () => {
    const at = dialog as OpenDialog
    setDialog(null)
    return editor.chain().focus().setTextSelection({ from: at.from, to: at.to })
  }
  /** A picture, video or button: the one selected changed, or a new one added after the selection. */
  const saveBlock = (type: string, attrs: Record<string, unknown>) => {
    const at = dialog as OpenDialog
    setDialog(null)
    if (at.attrs) editor.chain().focus().setNodeSelection(at.from).updateAttributes(type, attrs).run()
    else insertBlock(editor, { type, attrs }, at)
  }

  return (
    <div>
      <Toolbar editor={editor} controls={id} onDialog={open} />
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

      {dialog?.kind === 'link' ? (
        <LinkDialog
          open
          onOpenChange={close}
          initialHref={dialog.href}
          askForWords={!dialog.href && dialog.empty}
          onSave={({ href, words }) => {
            const { href: before, empty } = dialog
            const text = words || href.replace(/^(mailto|tel):/i, '')
            if (!before && empty)
              onSelection()
                .insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] })
                .run()
            // The cursor goes after the link, to type on (a key pressed as the dialog closes must not replace it).
            else onSelection().extendMarkRange('link').setLink({ href }).setTextSelection(dialog.to).run()
          }}
          onRemove={() => onSelection().extendMarkRange('link').unsetLink().run()}
        />
      ) : null}
      {dialog?.kind === 'picture' ? (
        <PictureDialog
          open
          onOpenChange={close}
          initial={dialog.attrs as PictureChoice | null}
          onSave={(attrs) => saveBlock('image', attrs)}
        />
      ) : null}
      {dialog?.kind === 'video' ? (
        <VideoDialog
          open
          onOpenChange={close}
          initialVideoId={typeof dialog.attrs?.videoId === 'string' ? dialog.attrs.videoId : ''}
          onSave={(videoId) => saveBlock('youtube', { videoId })}
        />
      ) : null}
      {dialog?.kind === 'button' ? (
        <ButtonLinkDialog
          open
          onOpenChange={close}
          initial={dialog.attrs as { text: string; href: string } | null}
          onSave={(attrs) => saveBlock('buttonLink', attrs)}
        />
      ) : null}
    </div>
  )
}
