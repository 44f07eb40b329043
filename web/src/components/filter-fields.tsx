import type { ReactNode } from 'react'
import { type FieldControlProps, FormField } from './ui/form-field'

/** `name`: the control's name when its form is sent without JavaScript (a GET form's query parameter). */
type FieldProps = { id: string; label: string; className?: string; name?: string }

/** A labelled control of a list's filter bar: a FormField that never has an error to show. */
function FilterField({
  children,
  name,
  ...field
}: FieldProps & { children: (control: FieldControlProps & { name?: string }) => ReactNode }) {
  return (
    <FormField {...field} error={undefined}>
      {(control) => children({ ...control, name })}
    </FormField>
  )
}

/** The text search of a list: controlled, so the caller can answer each keystroke and debounce the URL. */
export function SearchField({
  placeholder,
  value,
  onChange,
  ...field
}: Omit<FieldProps, 'label'> & { placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <FilterField {...field} label="Search">
      {(control) => (
        <input
          {...control}
          type="search"
          className="input-base"
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FilterField>
  )
}

/** A dropdown filter; the options are [value, label] pairs in the order shown. */
export function SelectField({
  value,
  options,
  onChange,
  ...field
}: FieldProps & { value: string; options: readonly (readonly [value: string, label: string])[]; onChange: (value: string) => void }) {
  return (
    <FilterField {...field}>
      {(control) => (
        <select {...control} className="input-base" value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  )
}

/** A date filter ('yyyy-mm-dd', '' for none), kept inside its range by min and max. */
export function DateField({
  value,
  min,
  max,
  onChange,
  ...field
}: FieldProps & { value: string; min?: string; max?: string; onChange: (value: string) => void }) {
  return (
    <FilterField {...field}>
      {(control) => (
        <input
          {...control}
          type="date"
          className="input-base"
          value={value}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FilterField>
  )
}
