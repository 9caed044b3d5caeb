import { PictureField } from '../../components/picture-field/picture-field'

interface ImageFieldProps {
  label: string
  name: string
  /** A library file id, or null for none. */
  value: string | null
  onChange: (value: string | null) => void
  error?: string | null
}

/** A record's picture field (a team's photo, a facility's picture), with its alt text asked where it lacks. */
export function ImageField({ label, name, value, onChange, error }: ImageFieldProps) {
  return <PictureField label={label} name={name} kind="image" value={value} onChange={onChange} error={error} />
}
