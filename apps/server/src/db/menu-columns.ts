/**
 * The columns of a menu entry (table `menu`, aliased `m`) that the site's menu and the staff's menu
 * tree both read: one list, so a column added to an entry reaches both.
 */
export const menuColumns = [
  'm.id',
  'm.parent_id',
  'm.sort',
  'm.list_template',
  'm.name_zh',
  'm.name_en',
  'm.intro_zh',
  'm.intro_en',
  'm.picture_id',
  'm.out_link',
] as const
