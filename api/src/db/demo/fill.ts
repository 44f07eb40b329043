import { STAFF } from '../../content/staff'
import church from './church.json'

/**
 * A demo text with its `{key}`s filled in, from `values` or the church's own: `{site}` (demo/church.json),
 * `{rector.name}`, `{children-families.email}` (content/staff.ts, by role). A key that is nobody's throws.
 */
export function fill(text: string, values: Record<string, string> = {}): string {
  return text.replace(/\{([\w.-]+)\}/g, (_, key: string) => {
    const [role, field] = key.split('.')
    const member = STAFF.find((m) => m.role === role)
    const value =
      key === 'site' ? church.site : (values[key] ?? (member && (field === 'name' || field === 'email') ? member[field] : undefined))
    if (value === undefined) throw new Error(`Demo text names {${key}}, which is nobody's: ${text}`)
    return value
  })
}
