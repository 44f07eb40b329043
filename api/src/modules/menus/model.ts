import * as v from 'valibot'
import { BUILT_IN_PAGE_KEYS, type MenuName } from '../../content/menus'
import { isWebUrl, requiredText } from '../../lib/fields'

/** The most links each menu holds: the top bar must fit one line on a laptop; the footer two columns. */
export const MENU_MAX: Record<MenuName, number> = { header: 8, footer: 12 }

const PAGE_TARGET = /^page:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** Where a link goes: one of the site's pages, one of staff's own (`page:{id}`), or another website's address. */
export const MenuTarget = v.pipe(
  v.string('Please choose where the link goes'),
  v.trim(),
  v.check(
    (to) => (BUILT_IN_PAGE_KEYS as string[]).includes(to) || PAGE_TARGET.test(to) || isWebUrl(to),
    'Please choose one of the pages, or enter a web address starting with https://',
  ),
)

/** One link of a menu, as staff arrange it. */
export const MenuItem = v.object({
  label: requiredText('Each link needs a label', 40, 'Label'),
  to: MenuTarget,
})
export type MenuItem = v.InferOutput<typeof MenuItem>

const menuOf = (name: MenuName, words: string) =>
  v.pipe(v.array(MenuItem), v.maxLength(MENU_MAX[name], `The ${words} holds at most ${MENU_MAX[name]} links`))

/** Both menus, saved together (PUT /api/admin/menus): an empty menu shows no links. */
export const MenusInput = v.object({ header: menuOf('header', 'top menu'), footer: menuOf('footer', 'footer') })
export type MenusInput = v.InferOutput<typeof MenusInput>

/** A link as visitors' pages draw it: its label, its address, and whether it leaves the site. */
export const MenuLink = v.object({ label: v.string(), href: v.string(), external: v.boolean() })
export type MenuLink = v.InferOutput<typeof MenuLink>

/** GET /api/menus: each menu's links, in order, only those that lead somewhere a visitor can go now. */
export const PublicMenus = v.object({ header: v.array(MenuLink), footer: v.array(MenuLink) })
export type PublicMenus = v.InferOutput<typeof PublicMenus>

/** GET /api/admin/menus: the menus as saved, or as the site has always had them. */
export const StaffMenus = v.object({ header: v.array(MenuItem), footer: v.array(MenuItem) })
export type StaffMenus = v.InferOutput<typeof StaffMenus>
