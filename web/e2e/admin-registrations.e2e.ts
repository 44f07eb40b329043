import { readFileSync } from 'node:fs'
import { signInAsAdmin } from './support/admin'
import { expectNoSeriousA11yIssues, screensDir } from './support/page'
import { expect, test } from './support/test'

/**
 * Registrations for staff (issue 34, decision 0058): an editor or admin turns registration on for an
 * event, sees the count on the Events tab, the list with check-in ticks saved at once, and downloads
 * it as a spreadsheet whose names keep their commas and whose formulas are defused.
 */
test('staff turn registration on, tick who came, and download the list', async ({ page }) => {
  await signInAsAdmin(page, 'events')
  const title = `Harvest Supper ${Date.now()}`
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  const made = await page.request.post('/api/admin/events', {
    data: { title, date, startTime: '18:00', endTime: '20:00', location: 'Parish Hall' },
  })
  expect(made.status()).toBe(201)
  const { id } = await made.json()
  await page.reload()
  await page.getByLabel('Search events').fill(title)
  const row = page.getByRole('row', { name: new RegExp(title) })
  await row.getByRole('button', { name: `Registrations for ${title}` }).click()
  const dialog = page.getByRole('dialog', { name: `Registrations: ${title}` })
  await dialog.getByLabel('Visitors may register on the event’s page').check()
  await dialog.getByLabel(/^Places/).fill('40')
  await dialog.getByLabel('The number in their party').check()
  await dialog.getByLabel(/One question of your own/).fill('Any dietary needs?')
  await dialog.getByRole('button', { name: 'Save Registration' }).click()
  await expect(dialog.getByRole('status').getByText('Saved: visitors may register.')).toBeVisible()
  await expect(dialog.getByText('Nobody has registered yet.')).toBeVisible()

  // Two visitors register (the public form's API, as the event's page sends it).
  for (const [name, email, partySize, answer] of [
    ['Smith, Jane', 'jane@example.org', 2, 'No nuts'],
    ['Bob Hale', 'bob@example.org', 1, '=1+1'],
  ] as const) {
    const sent = await page.request.post('/api/event-registrations', { data: { eventId: id, name, email, partySize, answer } })
    expect(sent.status()).toBe(201)
  }
  await page.keyboard.press('Escape')
  await page.reload()
  await page.getByLabel('Search events').fill(title)
  await expect(row.getByRole('cell', { name: '3 of 40 registered' })).toBeVisible()
  await row.getByRole('button', { name: `Registrations for ${title}` }).click()
  const table = dialog.getByRole('table', { name: 'Registrations, registered first, then the waiting list' })
  await expect(table.getByRole('row')).toHaveCount(3)
  await expect(dialog.getByText('3 registered, 0 waiting')).toBeVisible()

  // A tick is saved at once: the server has it.
  const saved = page.waitForResponse((r) => r.url().includes('/check-in') && r.request().method() === 'PUT')
  await table.getByRole('checkbox', { name: 'Smith, Jane came' }).check()
  expect((await saved).status()).toBe(200)
  const list = await (await page.request.get(`/api/admin/events/${id}/registrations`)).json()
  expect(list.items.map((r: { name: string; checkedIn: boolean }) => [r.name, r.checkedIn])).toEqual([
    ['Smith, Jane', true],
    ['Bob Hale', false],
  ])

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    await dialog.screenshot({ path: `${screensDir(test.info().outputDir)}/registrations-dialog-${width}.png` })
  }
  await expectNoSeriousA11yIssues(page)

  const download = page.waitForEvent('download')
  await dialog.getByRole('link', { name: 'Download as a spreadsheet (CSV)' }).click()
  const file = await download
  const csv = readFileSync((await file.path()) as string, 'utf8')
    .trim()
    .split('\r\n')
  expect(csv[0]).toBe('"Date","Name","Email","Phone","Party","Status","Checked in","Any dietary needs?","Registered at"')
  expect(csv[1].startsWith(`"${date}","Smith, Jane","jane@example.org","","2","Registered","yes","No nuts"`)).toBe(true)
  expect(csv[2]).toContain('"Bob Hale","bob@example.org","","1","Registered","no","\'=1+1"')
  await page.request.delete(`/api/admin/events/${id}`)
})
