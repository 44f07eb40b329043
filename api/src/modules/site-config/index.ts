import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { inTransaction } from '../../db/client'
import { admin, content, read } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { changedFields, recordActivity } from '../activity/service'
import { appManifest } from './app-manifest'
import { AdminSiteConfig, PublicSiteConfig, SiteConfigInput } from './model'
import { adminSiteConfig, getSiteConfig, publicSiteConfig, updateSiteConfig } from './service'

export const siteConfigRoutes = ({ db, config, userOf }: AppContext) =>
  new Elysia()
    .use(policies)
    // The web app's manifest, as the settings are now (a Response: a file, outside the API's types).
    .get(
      '/manifest.webmanifest',
      async () =>
        new Response(JSON.stringify(appManifest(await getSiteConfig(db))), {
          headers: { 'content-type': 'application/manifest+json;charset=utf-8', 'cache-control': 'no-cache' },
        }),
      { policy: read },
    )
    .get('/api/site-config', async () => ({ ...publicSiteConfig(await getSiteConfig(db)), timezone: config.timezone }), {
      policy: content(),
      response: { 200: PublicSiteConfig },
    })
    .get('/api/admin/site-config', async () => adminSiteConfig(await getSiteConfig(db)), {
      policy: admin,
      response: { 200: AdminSiteConfig },
    })
    .put(
      '/api/admin/site-config',
      async ({ body, request }) => {
        const by = await userOf(request)
        // Saved with its line in the activity log: the fields changed, an SMTP password named only (never its value).
        return inTransaction(db, async (tx) => {
          const before = await getSiteConfig(tx)
          const saved = await updateSiteConfig(tx, body)
          // The footer text's document is logged as the footer text's words (its own key would name code).
          const fields = [...new Set(Object.keys(body).map((key) => (key === 'footerAboutDoc' ? 'footerAbout' : key)))]
          const changes = changedFields(before, await getSiteConfig(tx), fields)
          if (changes.length > 0) await recordActivity(tx, { by, kind: 'settings', area: 'settings', title: 'Settings', changes })
          return saved
        })
      },
      {
        policy: admin,
        body: SiteConfigInput,
        response: { 200: AdminSiteConfig },
      },
    )
