import { Button } from '../button/button'

interface MoveButtonsProps {
  index: number
  count: number
  onMove: (from: number, to: number) => void
  /** Each button's name to assistive technology (Move Member 3 up). */
  upLabel: string
  downLabel: string
}

/** ↑ and ↓ for one item of a reorderable list; the first cannot go up nor the last down. */
export function MoveButtons({ index, count, onMove, upLabel, downLabel }: MoveButtonsProps) {
  return (
    <>
      <Button size="small" variant="quiet" isDisabled={index === 0} onPress={() => onMove(index, index - 1)} aria-label={upLabel}>
        ↑
      </Button>
      <Button size="small" variant="quiet" isDisabled={index === count - 1} onPress={() => onMove(index, index + 1)} aria-label={downLabel}>
        ↓
      </Button>
    </>
  )
}

/** Where a reorderable list announces its moves. */
export function Announcer({ message }: { message: string }) {
  return (
    <div aria-live="polite" className="visually-hidden">
      {message}
    </div>
  )
}
