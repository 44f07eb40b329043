import { signInAsAdmin, toast } from './support/admin'
import { expectNoSeriousA11yIssues, screensDir } from './support/page'
import { expect, test } from './support/test'

/** A name no other test (or run) uses, so tests sharing the database never meet. */
const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

const CAPTIONS = `WEBVTT

00:00:01.000 --> 00:00:04.000
<v Canon Whitfield>Nicodemus came to Jesus by night.

00:00:04.000 --> 00:00:07.000
He asked how anyone can be born again.

00:00:20.000 --> 00:00:23.000
The wind blows where it chooses, and you hear the sound of it.
`

test('staff give a sermon its captions from a file; a visitor on a phone reads them on its page', async ({ page }, testInfo) => {
  await signInAsAdmin(page, 'sermons')
  const title = unique('Born of the Spirit')
  // The newest date of any test's sermon, so it heads the list.
  const made = await page.request.post('/api/admin/sermons', { data: { title, speaker: 'Canon Whitfield', date: '2039-03-06' } })
  expect(made.status()).toBe(201)
  const { id } = (await made.json()) as { id: string }
  await page.reload()

  const row = page.getByRole('table', { name: 'Sermons, newest first' }).getByRole('row').filter({ hasText: title })
  await row.getByRole('button', { name: `Add Transcript of ${title}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Transcript' })
  const chooser = dialog.getByLabel('Choose a file')

  // A file that is not captions it can read: said under the box, and nothing is saved.
  await chooser.setInputFiles({ name: 'broken.vtt', mimeType: 'text/vtt', buffer: Buffer.from('WEBVTT\n\nno times here\n') })
  await expect(dialog.getByText('but no caption in it could be read')).toBeVisible()
  await dialog.getByRole('button', { name: 'Save Transcript' }).click()
  await expect(dialog.getByText('but no caption in it could be read')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Save Transcript' })).toBeEnabled()

  await chooser.setInputFiles({ name: 'sermon.vtt', mimeType: 'text/vtt', buffer: Buffer.from(CAPTIONS) })
  await expect(dialog.getByText('Read from “sermon.vtt”.')).toBeVisible()
  await expect(dialog.getByText('Read as WebVTT captions: 27 words in 2 paragraphs.')).toBeVisible()
  await expectNoSeriousA11yIssues(page)
  await dialog.getByRole('button', { name: 'Save Transcript' }).click()
  await expect(toast(page, 'Transcript saved')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(row.getByRole('button', { name: `Transcript of ${title}` })).toBeVisible()

  // A visitor on a phone: the words fold under their length, and the captions download as given.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
    await page.goto(`/sermons/${id}`)
    const transcript = page.getByRole('region', { name: 'Transcript' })
    await expect(transcript.getByText('Nicodemus came to Jesus by night.')).toBeHidden()
    await transcript.getByText('Read the transcript').click()
    await expect(transcript.getByText('Nicodemus came to Jesus by night. He asked how anyone can be born again.')).toBeVisible()
    await expect(transcript.getByText('(27 words)')).toBeVisible()
    await expect(transcript.getByRole('link', { name: 'Download the transcript (WebVTT captions)' })).toHaveAttribute(
      'href',
      `/api/sermons/${id}/transcript`,
    )
    await page.screenshot({ path: `${screensDir(testInfo.project.outputDir)}/sermon-transcript-${width}.png`, fullPage: true })
  }
  await expectNoSeriousA11yIssues(page)
  const file = await page.request.get(`/api/sermons/${id}/transcript`)
  expect(await file.text()).toBe(CAPTIONS)
})
