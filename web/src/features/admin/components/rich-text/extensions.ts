/**
 * What the editor can hold: exactly the nodes and marks of the stored rich text (api/src/lib/rich-text/
 * document.ts, decision 0045), nothing more. StarterKit's parts the site does not show (code, strike,
 * underline, headings 1 and 4-6) are left out, so pasted or typed content of those kinds cannot exist
 * here; pictures, videos and button links are this site's own nodes, drawn in the editor as small
 * previews and edited through their dialogs.
 */

import { pictureFile, readPictureAddress } from '@church/api/lib/picture-address'
import { isSafeHref } from '@church/api/lib/rich-text/document'
import { youtubeThumbnail } from '@church/api/lib/video'
import { Extension, mergeAttributes, Node } from '@tiptap/core'
import { Plugin, PluginKey } from '@tiptap/pm/state'
import { StarterKit } from '@tiptap/starter-kit'
import { cleanPastedHtml } from './paste-rules'

/** A picture small enough for the editor: the published width nearest 640 px, else the address as it is. */
function previewOf(src: string) {
  const picture = readPictureAddress(src)
  if (!picture) return src
  const width = picture.widths.find((w) => w >= 640) ?? picture.widths[picture.widths.length - 1]
  return `${picture.prefix}${pictureFile(picture.stem, width, picture.fallback)}`
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** A picture from the media library, with its words (alt, or decorative) and caption. */
export const RichPicture = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      src: { default: '' },
      alt: { default: '' },
      decorative: { default: false },
      caption: { default: '' },
    }
  },
  // Only the editor's own copies come back in (copy and paste inside the editor); a pasted <img> is dropped.
  parseHTML() {
    return [
      {
        tag: 'figure[data-rich-picture]',
        getAttrs: (element) => ({
          src: element.getAttribute('data-rich-picture') ?? '',
          alt: element.getAttribute('data-alt') ?? '',
          decorative: element.getAttribute('data-decorative') === 'true',
          caption: element.getAttribute('data-caption') ?? '',
        }),
      },
    ]
  },
  renderHTML({ node }) {
    const { src, alt, decorative, caption } = node.attrs as { src: string; alt: string; decorative: boolean; caption: string }
    return [
      'figure',
      {
        'data-rich-picture': src,
        'data-alt': alt,
        'data-decorative': String(decorative),
        'data-caption': caption,
        class: 'rich-editor-block',
      },
      ['img', { src: previewOf(src), alt: decorative ? '' : alt, class: 'max-h-60 w-auto rounded-md' }],
      ['figcaption', { class: 'text-sm text-slate-600' }, caption || (decorative ? 'Picture (decorative)' : `Picture: ${alt}`)],
    ]
  },
})

/** A YouTube video, kept as its id; on the page a link to it with its picture. */
export const RichVideo = Node.create({
  name: 'youtube',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return { videoId: { default: '' } }
  },
  parseHTML() {
    return [{ tag: 'figure[data-rich-video]', getAttrs: (element) => ({ videoId: element.getAttribute('data-rich-video') ?? '' }) }]
  },
  renderHTML({ node }) {
    const videoId = text(node.attrs.videoId)
    return [
      'figure',
      { 'data-rich-video': videoId, class: 'rich-editor-block' },
      ['img', { src: youtubeThumbnail(videoId), alt: '', class: 'max-h-48 w-auto rounded-md' }],
      ['figcaption', { class: 'text-sm text-slate-600' }, 'YouTube video'],
    ]
  },
})

/** A button that goes somewhere ('Sign up', 'Give'): its words and address. */
export const RichButtonLink = Node.create({
  name: 'buttonLink',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return { text: { default: '' }, href: { default: '' } }
  },
  parseHTML() {
    return [
      {
        tag: 'p[data-rich-button]',
        getAttrs: (element) => ({ text: element.textContent ?? '', href: element.getAttribute('data-rich-button') ?? '' }),
      },
    ]
  },
  renderHTML({ node }) {
    return [
      'p',
      mergeAttributes({ 'data-rich-button': text(node.attrs.href), class: 'rich-editor-block' }),
      ['span', { class: 'btn-primary pointer-events-none' }, text(node.attrs.text)],
    ]
  },
})

/**
 * What the editor does beyond StarterKit: Ctrl/Cmd+K asks for a link, and what is pasted or dropped
 * goes through the paste rules; a picture in it is left out and `onPictureDropped` says so.
 */
export const RichTextBehaviour = Extension.create<{ onLinkShortcut: () => void; onPictureDropped: () => void }>({
  name: 'richTextBehaviour',
  addOptions() {
    return { onLinkShortcut: () => {}, onPictureDropped: () => {} }
  },
  addKeyboardShortcuts() {
    return {
      'Mod-k': () => {
        this.options.onLinkShortcut()
        return true
      },
    }
  },
  addProseMirrorPlugins() {
    const { onPictureDropped } = this.options
    const hasFiles = (data: DataTransfer | null) => !!data && [...data.items].some((item) => item.kind === 'file')
    return [
      new Plugin({
        key: new PluginKey('richTextPaste'),
        props: {
          transformPastedHTML: (html) => {
            const cleaned = cleanPastedHtml(html)
            if (cleaned.droppedPictures) onPictureDropped()
            return cleaned.html
          },
          // A picture pasted or dropped as a file: not taken (pictures come from the media library).
          handlePaste: (_view, event) => {
            if (!hasFiles(event.clipboardData) || event.clipboardData?.types.includes('text/html')) return false
            onPictureDropped()
            return true
          },
          handleDrop: (_view, event) => {
            if (!hasFiles((event as DragEvent).dataTransfer)) return false
            onPictureDropped()
            return true
          },
        },
      }),
    ]
  },
})

/** The editor's extensions: StarterKit cut down to the allow-list, the site's own nodes and behaviour. */
export function richTextExtensions(behaviour: { onLinkShortcut: () => void; onPictureDropped: () => void }) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        // The stored document's own rule: web addresses, emails, phone numbers and pages of this site.
        isAllowedUri: (url) => isSafeHref(url),
        HTMLAttributes: { rel: 'noopener', target: null, class: 'text-primary underline' },
      },
    }),
    RichPicture,
    RichVideo,
    RichButtonLink,
    RichTextBehaviour.configure(behaviour),
  ]
}
