import { contentSecurityPolicy } from '@church/api/lib/content-security'
import type { Page } from '@playwright/test'

/**
 * Tests that configure a giving or offering provider only in the browser (by answering
 * /api/site-config themselves) also give the page the Content-Security-Policy the server sends
 * when that provider is configured in its database, so the provider still loads under a real policy
 * (on those pages, and on the app shell such tests open them from).
 */
export async function policyAsConfigured(page: Page, fields: { givingWidgetUrl?: string; offeringFormUrl?: string }) {
  const policy = contentSecurityPolicy({ ...fields, https: false })
  await page.route(
    (url) => ['/give', '/offering', '/index.html'].includes(url.pathname),
    async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } })
    },
  )
}
