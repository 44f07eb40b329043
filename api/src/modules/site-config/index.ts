import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { AdminSiteConfig, PublicSiteConfig, SiteConfigInput } from './model'
import { adminSiteConfig, getSiteConfig, publicSiteConfig, updateSiteConfig } from './service'

export const siteConfigRoutes = ({ db, config }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .get('/site-config', async () => ({ ...publicSiteConfig(await getSiteConfig(db)), timezone: config.timezone }), {
      response: { 200: PublicSiteConfig },
    })
    .get('/admin/site-config', async () => adminSiteConfig(await getSiteConfig(db)), { response: { 200: AdminSiteConfig } })
    .put('/admin/site-config', async ({ body }) => updateSiteConfig(db, body), {
      body: SiteConfigInput,
      response: { 200: AdminSiteConfig },
    })
