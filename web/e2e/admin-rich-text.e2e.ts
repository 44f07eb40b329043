import { RichDocument } from '@church/api/lib/rich-text/document'
import type { Locator, Page } from '@playwright/test'
import * as v from 'valibot'
import { signInAsAdmin } from './support/admin'
import { expectNoSeriousA11yIssues, screensDir } from './support/page'
import { uploadPhoto } from './support/photos'
import { expect, test } from './support/test'

/** What Word puts on the clipboard: Office namespaces, mso- styles, <o:p>, spans, a list as styled paragraphs, a table, a picture. */
const WORD_CLIPBOARD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head>
<meta name=Generator content="Microsoft Word 15"><style>p.MsoNormal{mso-style-parent:"";font-family:"Calibri",sans-serif;color:red}</style></head>
<body lang=EN-US style='tab-interval:.5in'><!--StartFragment-->
<h1 style='mso-outline-level:1'><span style='font-family:"Georgia";color:#2F5496'>Vacation Bible School<o:p></o:p></span></h1>
<p class=MsoNormal><span style='font-size:14pt;color:#C00000;mso-highlight:yellow'>Join us for <b style='mso-bidi-font-weight:normal'>five days</b> of <i>songs</i> and <a href="https://vbs.example.org/">crafts</a>.<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span><![endif]>Bring a water bottle<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span><![endif]>Wear comfortable shoes<o:p></o:p></p>
<h3><span style='color:#1F3763'>Daily schedule</span></h3>
<table class=MsoTableGrid border=1 style='border-collapse:collapse;mso-yfti-tbllook:1184'><tr><td style='width:233pt'><p class=MsoNormal>Monday<o:p></o:p></p></td><td><p class=MsoNormal>Creation<o:p></o:p></p></td></tr></table>
<p class=MsoNormal><span style='mso-no-proof:yes'><!--[if gte vml 1]><v:shape id="Picture_1" style='width:100pt'><v:imagedata src="file:///C:/Users/office/clip_image001.png" o:title=""/></v:shape><![endif]--><![if !vml]><img width=133 height=100 src="file:///C:/Users/office/clip_image002.jpg" v:shapes="Picture_1"><![endif]></span><span class=MsoCommentReference onclick="alert(1)">See you there!</span></p>
<script>alert('pasted')</script>
<!--EndFragment--></body></html>`

/**
 * Saves the page being written and answers the text it sent: the editor's document as the server
 * stores it (the server checks it against the same schema; a refusal would fail the save).
 */
async function savedText(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Add Page' })
  await dialog.getByRole('textbox', { name: 'Title' }).fill(`Rich text ${Date.now()}-${Math.floor(Math.random() * 1e6)}`)
  const isSave = (url: string, method: string) => method === 'POST' && new URL(url).pathname === '/api/admin/pages'
  const sent = page.waitForRequest((request) => isSave(request.url(), request.method()))
  const answered = page.waitForResponse((response) => isSave(response.url(), response.request().method()))
  await dialog.getByRole('button', { name: 'Create' }).click()
  const answer = await answered
  expect(answer.status()).toBe(201)
  const doc = (await sent).postDataJSON().body
  expect(v.safeParse(RichDocument, doc).success).toBe(true)
  // Stored as sent.
  expect((await answer.json()).body).toEqual(doc)
  return doc
}

/** Pastes HTML into the editor as a browser does: a paste event carrying text/html and text/plain. */
async function paste(editor: Locator, html: string) {
  await editor.evaluate((element, clipboard) => {
    const data = new DataTransfer()
    data.setData('text/html', clipboard)
    data.setData('text/plain', 'Vacation Bible School')
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, html)
}

// Typed key by key, with dialogs over dialogs: three times the usual time on a shared machine.
test.beforeEach(() => test.slow())

/** The Pages tab's Add Page dialog (the editor's first home), its text box ready. */
async function openEditor(page: Page) {
  await signInAsAdmin(page, 'pages')
  await page.getByRole('button', { name: 'Add Page' }).click()
  const editor = page.getByRole('dialog', { name: 'Add Page' }).getByRole('textbox', { name: 'Text' })
  await expect(editor).toBeVisible()
  return editor
}

test('the secretary writes with the toolbar and the keyboard, and what is kept passes the schema', async ({ page }) => {
  const editor = await openEditor(page)
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' })
  await editor.click()
  await page.keyboard.press('Control+Alt+2')
  await page.keyboard.type('Welcome')
  await page.keyboard.press('Enter')
  await page.keyboard.type('We are ')
  await page.keyboard.press('Control+B')
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.type('glad')
  await page.keyboard.press('Control+B')
  await page.keyboard.type(' to see you. Plan a visit')
  // A link through its dialog, by keyboard: select the words, Ctrl+K, type the address, Enter. Ctrl+K
  // comes at once, before the browser tells the editor the selection changed (as on a busy machine).
  await editor.evaluate((element) => {
    const words = element.querySelector('h2 + p')?.lastChild
    if (!words?.textContent) throw new Error('no words typed')
    const end = words.textContent.length
    element.ownerDocument.getSelection()?.setBaseAndExtent(words, end, words, end - 'Plan a visit'.length)
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true, cancelable: true }))
  })
  const linkDialog = page.getByRole('dialog', { name: 'Add a link' })
  await expect(linkDialog.getByRole('textbox', { name: 'Where the link goes' })).toBeFocused()
  await page.keyboard.type('javascript:alert(1)')
  await page.keyboard.press('Enter')
  await expect(linkDialog.getByText('That is not an address a link can go to.', { exact: false })).toBeVisible()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('/plan-a-visit')
  await page.keyboard.press('Enter')
  await expect(linkDialog).toBeHidden()
  await expect(editor.getByRole('link', { name: 'Plan a visit' })).toHaveAttribute('href', '/plan-a-visit')
  await expect(editor).toBeFocused()
  // A bulleted list from the toolbar.
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click()
  await page.keyboard.type('Coffee at 9:30')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Children welcome')

  expect(await savedText(page)).toEqual({
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Welcome' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'We are ' },
          { type: 'text', text: 'glad', marks: [{ type: 'bold' }] },
          { type: 'text', text: ' to see you. ' },
          { type: 'text', text: 'Plan a visit', marks: [{ type: 'link', attrs: { href: '/plan-a-visit' } }] },
        ],
      },
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Coffee at 9:30' }] }] },
          { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Children welcome' }] }] },
        ],
      },
    ],
  })
})

test('pasting from Word keeps headings, lists, bold, italic and links, and drops the rest', async ({ page }) => {
  const editor = await openEditor(page)
  await editor.click()
  await paste(editor, WORD_CLIPBOARD)
  await expect(page.getByRole('status').filter({ hasText: 'Pictures are not pasted with the words.' })).toBeVisible()
  const text = (t: string, marks?: unknown[]) => ({ type: 'text', text: t, ...(marks ? { marks } : {}) })
  const item = (t: string) => ({ type: 'listItem', content: [{ type: 'paragraph', content: [text(t)] }] })
  expect(await savedText(page)).toEqual({
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [text('Vacation Bible School')] },
      {
        type: 'paragraph',
        content: [
          text('Join us for '),
          text('five days', [{ type: 'bold' }]),
          text(' of '),
          text('songs', [{ type: 'italic' }]),
          text(' and '),
          text('crafts', [{ type: 'link', attrs: { href: 'https://vbs.example.org/' } }]),
          text('.'),
        ],
      },
      { type: 'bulletList', content: [item('Bring a water bottle'), item('Wear comfortable shoes')] },
      { type: 'heading', attrs: { level: 3 }, content: [text('Daily schedule')] },
      { type: 'paragraph', content: [text('Monday')] },
      { type: 'paragraph', content: [text('Creation')] },
      { type: 'paragraph', content: [text('See you there!')] },
    ],
  })
  await expect(editor.locator('img, table, span[style], script')).toHaveCount(0)
})

test('a picture from the media library with its words and caption, a YouTube video and a button link', async ({ page }) => {
  const editor = await openEditor(page)
  const fileName = `Picnic ${Date.now()}.jpg`
  const address = await uploadPhoto(page, fileName)
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' })
  await editor.click()

  await toolbar.getByRole('button', { name: 'Picture' }).click()
  const pictureDialog = page.getByRole('dialog', { name: 'Add a picture' })
  await pictureDialog.getByRole('button', { name: 'Add picture' }).click()
  await expect(pictureDialog.getByText('Choose a picture from the media library, or upload one.')).toBeVisible()
  await expect(pictureDialog.getByText('Describe what the picture shows, or mark it as decorative.')).toBeVisible()
  await pictureDialog.getByRole('button', { name: 'Choose from Media' }).click()
  const picker = page.getByRole('dialog', { name: 'Choose from Media' })
  await picker.getByLabel('Search pictures').fill(fileName)
  await picker.getByRole('button', { name: `Choose ${fileName}` }).click()
  await expect(picker).toHaveCount(0)
  await pictureDialog.getByRole('textbox', { name: 'What the picture shows' }).fill('Families at the parish picnic')
  await pictureDialog.getByRole('textbox', { name: 'Caption (optional)' }).fill('The picnic, moved indoors')
  await pictureDialog.getByRole('button', { name: 'Add picture' }).click()
  await expect(pictureDialog).toHaveCount(0)
  await expect(editor.getByRole('img', { name: 'Families at the parish picnic' })).toBeVisible()

  await toolbar.getByRole('button', { name: 'YouTube video' }).click()
  const videoDialog = page.getByRole('dialog', { name: 'Add a YouTube video' })
  // Typed once the dialog has opened (its first field takes the focus), as a person would.
  await expect(videoDialog.getByRole('textbox', { name: 'YouTube address' })).toBeFocused()
  await videoDialog.getByRole('textbox', { name: 'YouTube address' }).fill('https://youtu.be/dQw4w9WgXcQ?t=42')
  await videoDialog.getByRole('button', { name: 'Add video' }).click()
  await expect(videoDialog).toHaveCount(0)

  await toolbar.getByRole('button', { name: 'Button link' }).click()
  const buttonDialog = page.getByRole('dialog', { name: 'Add a button' })
  await expect(buttonDialog.getByRole('textbox', { name: 'Words on the button' })).toBeFocused()
  await buttonDialog.getByRole('textbox', { name: 'Words on the button' }).fill('Sign up')
  await buttonDialog.getByRole('textbox', { name: 'Where the button goes' }).fill('www.vbs.example.org/sign-up')
  await buttonDialog.getByRole('button', { name: 'Add button' }).click()
  await expect(buttonDialog).toHaveCount(0)
  await toolbar.getByRole('button', { name: 'Divider' }).click()

  await editor.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${screensDir(test.info().outputDir)}/rich-text-blocks-1280.png` })
  const doc = await savedText(page)
  expect(doc.content.filter((node: { type: string }) => node.type !== 'paragraph')).toEqual([
    {
      type: 'image',
      attrs: { src: address, alt: 'Families at the parish picnic', decorative: false, caption: 'The picnic, moved indoors' },
    },
    { type: 'youtube', attrs: { videoId: 'dQw4w9WgXcQ' } },
    { type: 'buttonLink', attrs: { text: 'Sign up', href: 'https://www.vbs.example.org/sign-up' } },
    { type: 'horizontalRule' },
  ])
})

test('the toolbar is one tab stop walked with the arrow keys; the editor at 1280 and 390 px', async ({ page }) => {
  const editor = await openEditor(page)
  await editor.click()
  await paste(
    editor,
    '<h2>New here?</h2><p>We are <b>glad</b> you found us. <a href="/plan-a-visit">Plan a visit</a> or write to <a href="mailto:office@example.org">the office</a>.</p>' +
      '<h3>On Sunday</h3><ul><li><p>Coffee at 9:30</p></li><li><p>Children welcome</p></li></ul><blockquote><p>Be still, and know.</p></blockquote>',
  )
  await expect(editor.getByRole('heading', { name: 'On Sunday', level: 3 })).toBeVisible()
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' })
  // Shift+Tab from the text reaches the toolbar's one tab stop; the arrow keys, Home and End walk it.
  await page.keyboard.press('Shift+Tab')
  await expect(toolbar.locator('button[tabindex="0"]')).toBeFocused()
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1)
  await page.keyboard.press('Home')
  await expect(toolbar.getByRole('button', { name: 'Normal text' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(toolbar.getByRole('button', { name: 'Heading', exact: true })).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(toolbar.getByRole('button', { name: 'Redo' })).toBeFocused()
  await expect(toolbar.getByRole('button', { name: 'Redo' })).toHaveAttribute('aria-disabled', 'true')
  await page.keyboard.press('Tab')
  await expect(editor).toBeFocused()
  await expectNoSeriousA11yIssues(page)

  const screens = screensDir(test.info().outputDir)
  await page.screenshot({ path: `${screens}/rich-text-1280.png` })
  await page.setViewportSize({ width: 390, height: 844 })
  await editor.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${screens}/rich-text-390.png` })
})
