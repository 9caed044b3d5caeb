import { Button } from '../button/button'

interface FilterActionsProps {
  applyLabel: string
  clearLabel: string
  /** Empties every filter and shows the list without them. */
  onClear: () => void
  className?: string
}

/** A filter form's buttons: apply what is chosen (the form's submit), or clear every filter at once. */
export function FilterActions({ applyLabel, clearLabel, onClear, className }: FilterActionsProps) {
  return (
    <div className={className}>
      <Button type="submit" variant="primary">
        {applyLabel}
      </Button>
      <Button onPress={onClear}>{clearLabel}</Button>
    </div>
  )
}
