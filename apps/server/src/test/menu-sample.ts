/** A small site menu as [id, parent id, list template]: two roots, a conference with its apply page. */
export const SAMPLE_MENU: readonly (readonly [id: number, parentId: number | null, template: string])[] = [
  [1, null, 'ibrNews'],
  [2, 1, 'notice'],
  [3, 1, 'news'],
  [4, null, 'ibrMeeting'],
  [5, 4, 'meeting2024'],
  [6, 5, 'apply'],
]
