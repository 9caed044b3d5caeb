/**
 * What hiding or showing a menu entry or a banner writes: hidden is a draft; shown again means shown
 * now, so a past publish window no longer holds it back. `null` when the row already is as asked.
 */
export function visibilityEdit(hidden: boolean | undefined, before: { visible: boolean; publish_at: Date }) {
  if (hidden === undefined || hidden !== before.visible) return null
  const set = hidden
    ? { status: 'draft' as const }
    : { status: 'published' as const, publish_at: new Date(Math.min(Date.now(), before.publish_at.getTime())), unpublish_at: null }
  return { set, change: hidden ? 'hidden' : 'shown' }
}
