import type { ComponentProps } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

/**
 * The field people never see (api/src/lib/honeypot.ts): moved off screen, out of the tab order and
 * hidden from assistive technology. Bots that fill every field give themselves away.
 */
export function HoneypotField({ field }: { field: UseFormRegisterReturn<'website'> | ComponentProps<'input'> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...field} />
      </label>
    </div>
  )
}

/** What a form sends: the honeypot only when something filled it (a real visitor's payload is only the form's own fields: docs/product.md#honeypot). */
export function withoutEmptyHoneypot<T extends { website?: string | null }>(values: T): T {
  if ((values.website ?? '') !== '') return values
  const { website: _empty, ...rest } = values
  return rest as T
}
