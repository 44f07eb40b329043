import type { Page } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './support/page'
import { expect, test } from './support/test'

test.use({ serviceWorkers: 'block' })

const TABS = [
  { section: 'staff', label: 'Staff', heading: 'Our Staff' },
  { section: 'music', label: 'Music', heading: 'Music Ministry' },
  { section: 'kids-church', label: 'Kids Church', heading: 'Kids Church' },
  { section: 'what-we-believe', label: 'What We Believe', heading: 'What We Believe' },
] as const

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'About Us sections' })

async function expectCurrentTab(page: Page, label: string) {
  const bar = tabBar(page)
  await expect(bar.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(bar.locator('[aria-current="page"]')).toHaveCount(1)
}

test.describe('/about', () => {
  test('mission, the six values and the parish history', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About Our Church' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible()
    const values = page.getByRole('region', { name: 'Our Values' })
    const names = ['Scripture-Centered', 'Grace-Focused', 'Community-Oriented', 'Mission-Minded', 'Spirit-Led', 'Tradition-Rooted']
    await expect(values.getByRole('heading', { level: 3 })).toHaveText(names)
    const history = page.getByRole('region', { name: 'Our History' })
    await expect(history).toContainText('Anglican Church in North America')
    await expect(history).toContainText('Diocese of the Gulf Atlantic')
    await page.getByRole('link', { name: 'Meet Our Staff' }).click()
    await expect(page).toHaveURL(/\/about\/staff$/)
  })

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About Our Church' })).toBeVisible()
    await expectNoSeriousA11yIssues(page)
  })
})

test.describe('/about/{section}', () => {
  test('the tab bar: four real links, the current one marked', async ({ page }) => {
    await page.goto('/about/staff')
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
    const links = tabBar(page).getByRole('link')
    await expect(links).toHaveText(TABS.map((tab) => tab.label))
    for (const tab of TABS) {
      await expect(tabBar(page).getByRole('link', { name: tab.label, exact: true })).toHaveAttribute('href', `/about/${tab.section}`)
    }
    await expectCurrentTab(page, 'Staff')
  })

  test('clicking a tab goes to its address, and a reload stays there', async ({ page }) => {
    await page.goto('/about/staff')
    for (const tab of TABS.slice(1)) {
      await tabBar(page).getByRole('link', { name: tab.label, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/about/${tab.section}$`))
      await expect(page.getByRole('heading', { level: 2, name: tab.heading, exact: true })).toBeVisible()
      await expectCurrentTab(page, tab.label)
    }
    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: 'What We Believe' })).toBeVisible()
    await expectCurrentTab(page, 'What We Believe')
    // The top bar's About Us is active on every /about path.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('the tabs work with the keyboard', async ({ page }) => {
    await page.goto('/about/staff')
    const staff = tabBar(page).getByRole('link', { name: 'Staff', exact: true })
    await staff.focus()
    await page.keyboard.press('Tab')
    await expect(tabBar(page).getByRole('link', { name: 'Music', exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(tabBar(page).getByRole('link', { name: 'Kids Church', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/about\/kids-church$/)
    await expectCurrentTab(page, 'Kids Church')
  })

  test('an unknown section shows Staff', async ({ page }) => {
    await page.goto('/about/choir-robes')
    await expect(page.getByRole('heading', { level: 2, name: 'Our Staff' })).toBeVisible()
    await expectCurrentTab(page, 'Staff')
  })

  test('Staff: the four senior leaders with initials and an email link each', async ({ page }) => {
    await page.goto('/about/staff')
    const staff = page.getByRole('region', { name: 'Our Staff' })
    const people = [
      { name: 'The Rev. Canon David Whitfield', title: 'Rector', email: 'david.whitfield@anglicansrb.org', short: 'David Whitfield' },
      { name: 'The Rev. Michael Torres', title: 'Associate Priest', email: 'michael.torres@anglicansrb.org', short: 'Michael Torres' },
      { name: 'Anna Beaumont', title: 'Minister of Music', email: 'anna.beaumont@anglicansrb.org', short: 'Anna Beaumont' },
      { name: 'Katie Marsh', title: 'Minister for Children and Families', email: 'katie.marsh@anglicansrb.org', short: 'Katie Marsh' },
    ]
    await expect(staff.getByRole('heading', { level: 3 })).toHaveText(people.map((p) => p.name))
    for (const person of people) {
      const card = staff.getByRole('listitem').filter({ has: page.getByRole('heading', { name: person.name }) })
      await expect(card.getByText(person.title, { exact: true })).toBeVisible()
      await expect(card.getByRole('link', { name: `Email ${person.short}` })).toHaveAttribute('href', `mailto:${person.email}`)
    }
    await expect(staff.getByText('DW', { exact: true })).toBeVisible()
  })

  test('Music: the ministry, Colossians 3:16 and the minister of music', async ({ page }) => {
    await page.goto('/about/music')
    const music = page.getByRole('region', { name: 'Music Ministry' })
    await expect(music.getByText('Colossians 3:16')).toBeVisible()
    await expect(music.getByText(/Let the word of Christ dwell in you richly/)).toBeVisible()
    await expect(music.getByRole('link', { name: 'Email Anna Beaumont' })).toHaveAttribute('href', 'mailto:anna.beaumont@anglicansrb.org')
  })

  test("Kids Church: nursery, Kids's Church, family events, 10:00 AM and the safety rules", async ({ page }) => {
    await page.goto('/about/kids-church')
    const kids = page.getByRole('region', { name: 'Kids Church' })
    await expect(kids.getByRole('heading', { name: 'Nursery' })).toBeVisible()
    await expect(kids.getByText('Ages 0-2')).toBeVisible()
    await expect(kids.getByRole('heading', { name: "Kids's Church" })).toBeVisible()
    await expect(kids.getByText('Ages 3-11')).toBeVisible()
    await expect(kids.getByRole('heading', { name: 'Family Events' })).toBeVisible()
    await expect(kids.getByText('10:00 AM', { exact: false })).toBeVisible()
    await expect(kids.getByRole('heading', { name: 'Safe and Secure' })).toBeVisible()
    await expect(kids.getByText(/background-checked/)).toBeVisible()
    await expect(kids.getByText(/check-in/)).toBeVisible()
    await expect(kids.getByText(/two-adult rule/)).toBeVisible()
    await expect(kids.getByRole('link', { name: 'Email Katie Marsh' })).toHaveAttribute('href', 'mailto:katie.marsh@anglicansrb.org')
  })

  test('What We Believe: the whole Nicene Creed, eight beliefs, diocese and province, and a contact link', async ({ page }) => {
    await page.goto('/about/what-we-believe')
    const beliefs = page.getByRole('region', { name: 'What We Believe' })
    const creed = beliefs.getByRole('figure').filter({ has: page.getByRole('heading', { name: 'The Nicene Creed' }) })
    for (const line of [
      'We believe in one God,',
      'of all that is, visible and invisible.',
      'We believe in one Lord, Jesus Christ,',
      'was incarnate from the Holy Spirit and the Virgin Mary,',
      'For our sake he was crucified under Pontius Pilate;',
      'We believe in the Holy Spirit, the Lord, the giver of life,',
      'We believe in one holy catholic and apostolic Church.',
      'and the life of the world to come. Amen.',
    ]) {
      await expect(creed).toContainText(line)
    }
    await expect(beliefs.getByRole('list').getByRole('heading', { level: 4 })).toHaveText([
      'Holy Scripture',
      'God',
      'People',
      'Jesus',
      'Salvation',
      'The Church',
      'The Creeds',
      'The Sacraments',
    ])
    for (const [name, href] of [
      ['Anglican Church in North America', 'https://anglicanchurch.net'],
      ['Diocese of the Gulf Atlantic', 'https://www.gulfatlantic.org/'],
    ]) {
      const link = beliefs.getByRole('link', { name })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(beliefs.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', 'mailto:office@anglicansrb.org')
  })

  for (const tab of TABS) {
    test(`/about/${tab.section} has no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(`/about/${tab.section}`)
      await expect(page.getByRole('heading', { level: 2, name: tab.heading, exact: true })).toBeVisible()
      await expectNoSeriousA11yIssues(page)
    })
  }
})

for (const width of [390, 1280]) {
  test(`about screenshots at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About Our Church' })).toBeVisible()
    await page.screenshot({ path: `test-results/screens/about-${width}.png`, fullPage: true })
    for (const tab of TABS) {
      await page.goto(`/about/${tab.section}`)
      await expect(page.getByRole('heading', { level: 2, name: tab.heading, exact: true })).toBeVisible()
      await page.screenshot({ path: `test-results/screens/about-${tab.section}-${width}.png`, fullPage: true })
    }
  })
}
