import type { Editor } from '@tiptap/core'
import { useEditorState } from '@tiptap/react'
import { type KeyboardEvent, useRef, useState } from 'react'

export type EditorDialogKind = 'link' | 'picture' | 'video' | 'button'

/** Ctrl on most keyboards, ⌘ on a Mac: what the shortcuts are written with. */
export const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)

type Tool = {
  label: string
  /** Shown instead of the label where a letter says it (B, I); the label stays the button's name. */
  face?: string
  faceClass?: string
  /** A toggle: aria-pressed tells whether it is on where the cursor is. */
  pressed?: boolean
  disabled?: boolean
  /** For aria-keyshortcuts, written for both keyboards ('Mod+B'). */
  keys?: string
  run: () => void
}

/**
 * The editor's toolbar (WAI-ARIA toolbar pattern): one tab stop, arrow keys move between the buttons,
 * Home and End go to the first and last. Toggles say whether they are on (aria-pressed); a button that
 * cannot act now stays focusable and says so (aria-disabled). Every target is at least 36 px.
 */
export function Toolbar({ editor, controls, onDialog }: { editor: Editor; controls: string; onDialog: (kind: EditorDialogKind) => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive('paragraph'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      link: e.isActive('link'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      canBold: e.can().toggleBold(),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  })
  const chain = () => editor.chain().focus()
  const groups: Tool[][] = [
    [
      { label: 'Normal text', pressed: state.paragraph, keys: 'Mod+Alt+0', run: () => chain().setParagraph().run() },
      { label: 'Heading', pressed: state.h2, keys: 'Mod+Alt+2', run: () => chain().toggleHeading({ level: 2 }).run() },
      { label: 'Subheading', pressed: state.h3, keys: 'Mod+Alt+3', run: () => chain().toggleHeading({ level: 3 }).run() },
    ],
    [
      {
        label: 'Bold',
        face: 'B',
        faceClass: 'font-bold',
        pressed: state.bold,
        disabled: !state.canBold,
        keys: 'Mod+B',
        run: () => chain().toggleBold().run(),
      },
      {
        label: 'Italic',
        face: 'I',
        faceClass: 'italic font-serif',
        pressed: state.italic,
        disabled: !state.canBold,
        keys: 'Mod+I',
        run: () => chain().toggleItalic().run(),
      },
      { label: 'Link', pressed: state.link, keys: 'Mod+K', run: () => onDialog('link') },
    ],
    [
      { label: 'Bulleted list', pressed: state.bulletList, keys: 'Mod+Shift+8', run: () => chain().toggleBulletList().run() },
      { label: 'Numbered list', pressed: state.orderedList, keys: 'Mod+Shift+7', run: () => chain().toggleOrderedList().run() },
      { label: 'Quote', pressed: state.blockquote, keys: 'Mod+Shift+B', run: () => chain().toggleBlockquote().run() },
    ],
    [
      { label: 'Picture', run: () => onDialog('picture') },
      { label: 'YouTube video', run: () => onDialog('video') },
      { label: 'Button link', run: () => onDialog('button') },
      { label: 'Divider', run: () => chain().setHorizontalRule().run() },
    ],
    [
      { label: 'Undo', disabled: !state.canUndo, keys: 'Mod+Z', run: () => chain().undo().run() },
      { label: 'Redo', disabled: !state.canRedo, keys: 'Mod+Shift+Z', run: () => chain().redo().run() },
    ],
  ]
  const tools = groups.flat()
  const [current, setCurrent] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const move = (to: number) => {
    const next = (to + tools.length) % tools.length
    setCurrent(next)
    buttons.current[next]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 1, ArrowUp: -1 }[event.key]
    if (step) move(current + step)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(tools.length - 1)
    else return
    event.preventDefault()
  }
  const mod = isMac() ? 'Meta' : 'Control'
  let index = -1
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      className="flex flex-wrap gap-x-3 gap-y-1 rounded-t-lg border border-b-0 border-slate-400 bg-slate-50 p-1"
      onKeyDown={onKeyDown}
    >
      {groups.map((group) => (
        <div key={group[0].label} className="flex flex-wrap gap-1">
          {group.map((tool) => {
            index++
            const at = index
            return (
              <button
                key={tool.label}
                ref={(element) => {
                  buttons.current[at] = element
                }}
                type="button"
                tabIndex={at === current ? 0 : -1}
                aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
                aria-disabled={tool.disabled ? true : undefined}
                aria-label={tool.face ? tool.label : undefined}
                aria-keyshortcuts={tool.keys?.replace('Mod', mod)}
                title={tool.keys ? `${tool.label} (${shortcutText(tool.keys)})` : undefined}
                className={`inline-flex min-h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm text-slate-800 hover:bg-white aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-pressed:border-primary aria-pressed:bg-white aria-pressed:text-primary ${tool.pressed ? 'border-primary' : 'border-transparent'}`}
                // The editor keeps its selection while a button is pressed with the mouse.
                onMouseDown={(event) => event.preventDefault()}
                onFocus={() => setCurrent(at)}
                onClick={() => {
                  if (!tool.disabled) tool.run()
                }}
              >
                <span className={tool.faceClass}>{tool.face ?? tool.label}</span>
              </button>
            )
          })}
        </div>
      ))}
    </div>
  )
}

/** 'Mod+Shift+8' as this keyboard writes it: 'Ctrl+Shift+8' or '⌘+Shift+8'. */
export const shortcutText = (keys: string) => keys.replace('Mod', isMac() ? '⌘' : 'Ctrl').replace('Alt', isMac() ? 'Option' : 'Alt')

/** The shortcuts, listed under the editor. */
export const SHORTCUTS: [string, string][] = [
  ['Bold', 'Mod+B'],
  ['Italic', 'Mod+I'],
  ['Link', 'Mod+K'],
  ['Heading', 'Mod+Alt+2'],
  ['Subheading', 'Mod+Alt+3'],
  ['Normal text', 'Mod+Alt+0'],
  ['Bulleted list', 'Mod+Shift+8'],
  ['Numbered list', 'Mod+Shift+7'],
  ['Quote', 'Mod+Shift+B'],
  ['New line in the same paragraph', 'Shift+Enter'],
  ['Undo', 'Mod+Z'],
  ['Redo', 'Mod+Shift+Z'],
  ['Leave the toolbar for the text', 'Tab'],
]
