import { and, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { BUILT_IN_PAGES, type BuiltInPage, DEFAULT_MENUS, MENUS, type MenuName } from '../../content/menus'
import type { Db } from '../../db/client'
import { menus, sitePages } from '../../db/schema'
import { HttpError } from '../../lib/errors'
import { isWebUrl } from '../../lib/fields'
import { liveAt } from '../../lib/live'
import { MenuItem, type MenuLink, type MenusInput, type PublicMenus } from './model'

const PAGE = 'page:'
const pageIdOf = (to: string) => (to.startsWith(PAGE) ? to.slice(PAGE.length) : null)

/** Each menu as saved, or as the site has always had it; a stored link the code cannot use is left out. */
export async function savedMenus(db: Db): Promise<Record<MenuName, MenuItem[]>> {
  const rows = await db.select().from(menus)
  const saved = new Map(rows.map((row) => [row.name, row.items]))
  const usable = (items: unknown) =>
    (Array.isArray(items) ? items : []).flatMap((item) => {
      const parsed = v.safeParse(MenuItem, item)
      return parsed.success ? [parsed.output] : []
    })
  return Object.fromEntries(MENUS.map((name) => [name, saved.has(name) ? usable(saved.get(name)) : DEFAULT_MENUS[name]])) as Record<
    MenuName,
    MenuItem[]
  >
}

/**
 * The menus as visitors' pages draw them at `now`: each link with its address; a link to one of
 * staff's own pages only while that page is live (a draft, a scheduled page not yet out, or a deleted
 * one is left out, and comes back when it is live), at its address now (a renamed page is followed).
 */
export async function publicMenus(db: Db, now: Date): Promise<PublicMenus> {
  const saved = await savedMenus(db)
  const ids = [...new Set(MENUS.flatMap((name) => saved[name].flatMap((item) => pageIdOf(item.to) ?? [])))]
  const live =
    ids.length === 0
      ? []
      : await db
          .select({ id: sitePages.id, slug: sitePages.slug })
          .from(sitePages)
          .where(and(inArray(sitePages.id, ids), liveAt(sitePages, now)))
  const slugs = new Map(live.map((page) => [page.id, page.slug]))
  const linkOf = (item: MenuItem): MenuLink[] => {
    const id = pageIdOf(item.to)
    if (id) {
      const slug = slugs.get(id)
      return slug ? [{ label: item.label, href: `/${slug}`, external: false }] : []
    }
    if (item.to in BUILT_IN_PAGES) return [{ label: item.label, href: BUILT_IN_PAGES[item.to as BuiltInPage].href, external: false }]
    return isWebUrl(item.to) ? [{ label: item.label, href: item.to, external: true }] : []
  }
  return { header: saved.header.flatMap(linkOf), footer: saved.footer.flatMap(linkOf) }
}

/** Saves both menus as staff arranged them; a link to a page that does not exist (deleted meanwhile) is refused, and nothing is saved. */
export async function saveMenus(db: Db, input: MenusInput): Promise<Record<MenuName, MenuItem[]>> {
  const ids = [...new Set(MENUS.flatMap((name) => input[name].flatMap((item) => pageIdOf(item.to) ?? [])))]
  if (ids.length > 0) {
    const found = await db.select({ id: sitePages.id }).from(sitePages).where(inArray(sitePages.id, ids))
    if (found.length < ids.length)
      throw new HttpError(422, 'One of the pages chosen has been deleted: choose another page for that link, then save again.')
  }
  for (const name of MENUS)
    await db
      .insert(menus)
      .values({ name, items: input[name] })
      .onConflictDoUpdate({ target: menus.name, set: { items: input[name], updatedAt: new Date() } })
  return savedMenus(db)
}
