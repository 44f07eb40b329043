import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { SiteConfigInput } from './model'
import { adminSiteConfig, getSiteConfig, publicSiteConfig, updateSiteConfig } from './service'

export const siteConfigRoutes = ({ db, config }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .get('/site-config', async () => ({ ...publicSiteConfig(await getSiteConfig(db)), timezone: config.timezone }))
    .get('/admin/site-config', async () => adminSiteConfig(await getSiteConfig(db)))
    .put('/admin/site-config', ({ body }) => updateSiteConfig(db, body), { body: SiteConfigInput })
