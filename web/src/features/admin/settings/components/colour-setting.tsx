import { useId } from 'react'
import { FormField } from '../../../../components/ui/form-field'

const HEX3 = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i
const HEX6 = /^#[0-9a-f]{6}$/i

/** The native picker only takes #rrggbb: '#abc' becomes '#aabbcc'; anything else shows the default. */
export function pickerValue(value: string, fallback: string): string {
  const short = HEX3.exec(value)
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase()
  return HEX6.test(value) ? value.toLowerCase() : fallback
}

/**
 * A theme colour: the system colour picker next to a text box for the hex code, both editing the
 * same value, so staff can pick by eye or paste the code from their brand guide.
 */
export function ColourSetting({
  label,
  hint,
  value,
  fallback,
  error,
  name,
  onChange,
  onBlur,
}: {
  label: string
  hint: string
  value: string
  fallback: string
  error: string | undefined
  name: string
  onChange: (value: string) => void
  onBlur: () => void
}) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <>
          <p id={hintId} className="text-muted mb-1.5 text-sm">
            {hint}
          </p>
          <div className="flex items-stretch gap-2">
            <input
              type="color"
              aria-label={`Choose ${label}`}
              className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-400 bg-white p-1"
              value={pickerValue(value, fallback)}
              onChange={(event) => onChange(event.target.value)}
            />
            <input
              {...control}
              aria-describedby={[hintId, control['aria-describedby']].filter(Boolean).join(' ')}
              name={name}
              type="text"
              autoComplete="off"
              spellCheck={false}
              placeholder={fallback}
              className="input-base font-mono"
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
            />
          </div>
        </>
      )}
    </FormField>
  )
}
