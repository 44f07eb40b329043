import { Elysia } from 'elysia'
import { MENUS } from '../../content/menus'
import type { AppContext } from '../../context'
import { content, editor } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { withActivity } from '../activity/service'
import { MenusInput, PublicMenus, StaffMenus } from './model'
import * as menus from './service'

/** The menus' names as the activity log says what changed. */
const MENU_WORDS = { header: 'top menu', footer: 'footer links' } as const

/**
 * The top bar's links and the footer's Quick Links (docs/product.md#menus): visitors' pages read them
 * (kept, and offline, like every public read), editors arrange them in the dashboard's Menu tab.
 */
export const menuRoutes = ({ db, userOf, content: published }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .use(policies)
    .get('/menus', async () => menus.publicMenus(db, published.clock()), { policy: content(), response: { 200: PublicMenus } })
    .get('/admin/menus', async () => menus.savedMenus(db), { policy: editor, response: { 200: StaffMenus } })
    .put(
      '/admin/menus',
      async ({ body, request }) => {
        const before = await menus.savedMenus(db)
        return withActivity(
          db,
          await userOf(request),
          (tx) => menus.saveMenus(tx, body),
          (saved) => {
            const changed = MENUS.filter((name) => JSON.stringify(before[name]) !== JSON.stringify(saved[name]))
            return changed.length === 0
              ? null
              : { kind: 'edit', area: 'pages', title: 'Menus', changes: changed.map((name) => ({ field: MENU_WORDS[name] })) }
          },
        )
      },
      { policy: editor, body: MenusInput, response: { 200: StaffMenus } },
    )
