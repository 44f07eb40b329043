import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { siteConfig } from '../../db/schema'
import { testApp } from '../../test/harness'

const t = await testApp()
const admin = await t.admin()
// A database of its own that no test writes to, for the defaults.
const fresh = await testApp()

const SECRET = 'hunter2-correct-horse-secret'
const MAIL_KEYS = [
  'smtpUser',
  'smtpPassword',
  'contactEmailTo',
  'contactEmailFrom',
  'smtpHost',
  'emailProvider',
  'smtpPort',
  'smtpSecure',
  'emailEnabled',
]

/** A complete, valid settings form. */
const form = (over: Record<string, unknown> = {}) => ({
  churchName: 'St. Brigid’s Anglican Church',
  logoUrl: '/uploads/logo.png',
  tagline: 'Come and see',
  footerAbout: 'A parish on the coast.',
  address: '1 Church Street',
  phone: '(850) 555-0100',
  email: 'office@stbrigid.example',
  socialFacebook: 'https://facebook.com/stbrigid',
  socialInstagram: '',
  socialTwitter: '',
  socialYoutube: 'https://youtube.com/@stbrigid',
  primaryColor: '#112233',
  accentColor: '#abc',
  secondaryColor: '#000000',
  contactPageUrl: '/contact',
  contactEmailTo: 'rector@stbrigid.example',
  contactEmailFrom: 'website@stbrigid.example',
  emailProvider: 'smtp',
  smtpHost: 'smtp.stbrigid.example',
  smtpPort: 465,
  smtpSecure: true,
  smtpUser: 'website@stbrigid.example',
  emailEnabled: true,
  autoReplyEnabled: false,
  heroVideoId: 'dQw4w9WgXcQ',
  ...over,
})

const put = (body: unknown) => t.request('PUT', '/api/admin/site-config', { body, cookie: admin })
const adminGet = () => t.request('GET', '/api/admin/site-config', { cookie: admin })
const storedPassword = async () => (await t.db.select().from(siteConfig).where(eq(siteConfig.id, 1)))[0].smtpPassword

describe('site config defaults', () => {
  test('the public config starts with the default theme colours and no mail settings', async () => {
    const res = await fresh.request('GET', '/api/site-config')
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ primaryColor: '#2563eb', accentColor: '#7c3aed', secondaryColor: '#1e293b' })
    expect(res.json.churchName).toBeString()
    expect(res.json.churchName.length).toBeGreaterThan(0)
    for (const key of MAIL_KEYS) expect(res.json).not.toHaveProperty(key)
  })

  test('the admin config starts with the email defaults: console, port 587, emails on, no auto-reply, no password', async () => {
    const res = await fresh.request('GET', '/api/admin/site-config', { cookie: await fresh.admin() })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      emailProvider: 'console',
      smtpPort: 587,
      emailEnabled: true,
      smtpSecure: false,
      autoReplyEnabled: false,
      hasSmtpPassword: false,
      primaryColor: '#2563eb',
    })
  })

  test('reading the config twice at once does not fail', async () => {
    const [a, b] = await Promise.all([fresh.request('GET', '/api/site-config'), fresh.request('GET', '/api/site-config')])
    expect([a.status, b.status]).toEqual([200, 200])
  })
})

describe('secrets stay secret', () => {
  test('a configured password appears nowhere in the public or admin answers', async () => {
    const saved = await put(form({ smtpPassword: SECRET }))
    expect(saved.status).toBe(200)
    expect(saved.text).not.toContain(SECRET)
    expect(saved.json.hasSmtpPassword).toBe(true)
    expect(await storedPassword()).toBe(SECRET)

    const pub = await t.request('GET', '/api/site-config')
    expect(pub.status).toBe(200)
    expect(pub.text).not.toContain(SECRET)
    expect(pub.text).not.toContain('rector@stbrigid.example')
    expect(pub.text).not.toContain('smtp.stbrigid.example')
    for (const key of MAIL_KEYS) expect(pub.json).not.toHaveProperty(key)

    const adm = await adminGet()
    expect(adm.status).toBe(200)
    expect(adm.text).not.toContain(SECRET)
    expect(adm.json.hasSmtpPassword).toBe(true)
    expect(adm.json).not.toHaveProperty('smtpPassword')
    expect(adm.json).toMatchObject({
      emailProvider: 'smtp',
      smtpHost: 'smtp.stbrigid.example',
      smtpPort: 465,
      smtpSecure: true,
      smtpUser: 'website@stbrigid.example',
    })
  })

  test('the admin config is for admins only', async () => {
    expect((await t.request('GET', '/api/admin/site-config')).status).toBe(401)
    const member = await t.signIn('member@example.org')
    const res = await t.request('GET', '/api/admin/site-config', { cookie: member })
    expect(res.status).toBe(403)
    expect(res.text).not.toContain(SECRET)
    expect((await t.request('PUT', '/api/admin/site-config', { body: form({ churchName: 'Hijacked' }), cookie: member })).status).toBe(403)
    expect((await t.request('GET', '/api/site-config')).json.churchName).not.toBe('Hijacked')
  })
})

describe('saving the config', () => {
  test('a successful save changes what visitors read', async () => {
    const res = await put(form({ churchName: 'Christ Church by the Sea', primaryColor: '#ff0000', heroVideoId: 'abcdefghijk' }))
    expect(res.status).toBe(200)
    const pub = (await t.request('GET', '/api/site-config')).json
    expect(pub).toMatchObject({
      churchName: 'Christ Church by the Sea',
      primaryColor: '#ff0000',
      accentColor: '#abc',
      contactPageUrl: '/contact',
      heroVideoId: 'abcdefghijk',
      logoUrl: '/uploads/logo.png',
    })
  })

  test('fields left out of a save keep their stored values', async () => {
    expect((await put(form({ primaryColor: '#123456', tagline: 'Kept tagline', smtpPort: 2526, emailProvider: 'smtp' }))).status).toBe(200)
    const res = await put({ churchName: 'Only the name' })
    expect(res.status).toBe(200)
    const pub = (await t.request('GET', '/api/site-config')).json
    expect(pub).toMatchObject({ churchName: 'Only the name', primaryColor: '#123456', accentColor: '#abc', tagline: 'Kept tagline' })
    expect((await adminGet()).json).toMatchObject({ smtpPort: 2526, emailProvider: 'smtp', smtpSecure: true })
    // A field sent empty is cleared.
    expect((await put({ churchName: 'Only the name', tagline: '' })).status).toBe(200)
    expect((await t.request('GET', '/api/site-config')).json.tagline).toBe('')
  })

  test('a save without smtpPassword keeps the stored one; an empty one clears it', async () => {
    expect((await put(form({ smtpPassword: SECRET }))).status).toBe(200)
    expect((await put(form({ churchName: 'Kept password' }))).status).toBe(200)
    expect(await storedPassword()).toBe(SECRET)
    expect((await put(form({ smtpPassword: null }))).status).toBe(200)
    expect(await storedPassword()).toBe(SECRET)
    expect((await adminGet()).json.hasSmtpPassword).toBe(true)

    const cleared = await put(form({ smtpPassword: '' }))
    expect(cleared.status).toBe(200)
    expect(cleared.json.hasSmtpPassword).toBe(false)
    expect(await storedPassword()).toBe('')
  })

  test('saving the settings exactly as the admin read them keeps the stored password', async () => {
    expect((await put(form({ smtpPassword: SECRET }))).status).toBe(200)
    const read = (await adminGet()).json
    const res = await put({ ...read, churchName: 'Round trip' })
    expect(res.status).toBe(200)
    expect(res.json.churchName).toBe('Round trip')
    expect(await storedPassword()).toBe(SECRET)
  })

  test('validation messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ churchName: '  ' }, 'churchName', 'Church name is required'],
      [{ primaryColor: 'blue' }, 'primaryColor', 'Primary colour must be a hex colour like #2563eb'],
      [{ accentColor: '#12345' }, 'accentColor', 'Accent colour must be a hex colour like #2563eb'],
      [{ secondaryColor: '2563eb' }, 'secondaryColor', 'Secondary colour must be a hex colour like #2563eb'],
      [{ contactPageUrl: 'ftp://x' }, 'contactPageUrl', 'Please enter a valid URL'],
      [{ contactPageUrl: '//evil.example' }, 'contactPageUrl', 'Please enter a valid URL'],
      [{ logoUrl: 'javascript:alert(1)' }, 'logoUrl', 'Please enter a valid URL or upload an image'],
      [{ logoUrl: 'data:image/png;base64,AAAA' }, 'logoUrl', 'Please enter a valid URL or upload an image'],
      [{ socialFacebook: 'javascript:alert(1)' }, 'socialFacebook', 'Please enter a valid URL'],
      [{ email: 'office' }, 'email', 'Please enter a valid email address'],
      [{ emailProvider: 'sendmail' }, 'emailProvider', 'Email provider must be gmail, smtp or console'],
      [{ smtpPort: 'abc' }, 'smtpPort', 'SMTP port must be a number'],
      [{ smtpPort: 70000 }, 'smtpPort', 'SMTP port must be between 1 and 65535'],
      [{ emailProvider: 'gmail', smtpPassword: 'short' }, 'smtpPassword', 'A Gmail provider needs an app password of 16 characters'],
      [
        { emailProvider: 'gmail', smtpPassword: 'abcdefghijklmnopq' },
        'smtpPassword',
        'A Gmail provider needs an app password of 16 characters',
      ],
    ]
    const before = (await t.request('GET', '/api/site-config')).text
    for (const [over, field, message] of cases) {
      const res = await put(form(over))
      expect(res.status).toBe(422)
      expect(res.json.fields[field]).toBe(message)
    }
    // None of the refused saves changed anything.
    expect((await t.request('GET', '/api/site-config')).text).toBe(before)
  })

  test('a Gmail app password is accepted with 16 characters, also in the groups of four Google shows', async () => {
    const res = await put(form({ emailProvider: 'gmail', smtpPassword: 'abcd efgh ijkl mnop' }))
    expect(res.status).toBe(200)
    expect(res.json.emailProvider).toBe('gmail')
    expect(await storedPassword()).toBe('abcdefghijklmnop')
    expect((await put(form({ emailProvider: 'gmail', smtpPassword: 'ABCDEFGHIJKLMNOP' }))).status).toBe(200)
  })

  test('the port may be sent as text', async () => {
    const res = await put(form({ smtpPort: '2525' }))
    expect(res.status).toBe(200)
    expect((await adminGet()).json.smtpPort).toBe(2525)
  })
})
