import { type FieldProps, TextField } from '../components/dialog-fields'

/**
 * When an event happens, in one row: its date, start time and end time. The Event dialog asks for the
 * date; one changed date of a series (the Change dialog) may keep the series' own.
 */
export function WhenFields({
  field,
  dateRequired = false,
}: {
  field: (name: 'date' | 'startTime' | 'endTime') => FieldProps
  dateRequired?: boolean
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField label="Date" type="date" required={dateRequired} {...field('date')} />
      <TextField label="Start time" type="time" {...field('startTime')} />
      <TextField label="End time" type="time" {...field('endTime')} />
    </div>
  )
}
