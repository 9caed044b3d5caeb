/** Lengths of the staff forms, shared by the schemas and the console's fields. */
export const USERNAME_MAX = 64
export const NAME_MAX = 100
export const PASSWORD_MIN = 10
export const PASSWORD_MAX = 200

/** The menu tree and the home page. */
export const MENU_NAME_MAX = 100
export const MENU_INTRO_MAX = 20000
/** An external address or a site path (a banner's link, a menu entry's out link). */
export const LINK_MAX = 500
export const BANNER_TITLE_MAX = 200
/** The home page shows seven banners; hidden ones count, so showing one again never breaks it. */
export const BANNERS_MAX = 7
/** An entry's out link: an external address. */
export const OUT_LINK_PATTERN = '^https?://\\S+$'
/** Where a banner leads: an http(s) address, or a path of the site itself (`/#/…` or `/…`, not `//host`). */
export const BANNER_LINK_PATTERN = '^(?:https?://\\S+|/(?!/)\\S*)$'
/** Items offered for pinning at most: the newest matching published items of the section. */
export const PIN_CANDIDATES_MAX = 20
/** A BibTeX or RIS text sent for a paper import preview, in characters (a file's text too). */
export const PAPER_IMPORT_TEXT_MAX = 1_000_000
/** Papers one import may create. */
export const PAPER_IMPORT_ITEMS_MAX = 500
/** The request size the two import calls accept: the text at up to four bytes a character, and JSON around it. */
export const PAPER_IMPORT_BODY_BYTES = 4 * PAPER_IMPORT_TEXT_MAX + 64 * 1024
/** The most items one bulk call takes: each is its own transaction, so a call stays within seconds. */
export const BULK_MAX = 100
/** A bulk call's request size: a hundred ids and their JSON with room to spare. */
export const BULK_BODY_BYTES = 16 * 1024
/** The longest comment a reviewer sends a working copy back with (articles, records, conferences). */
export const SEND_BACK_COMMENT_MAX = 2000
