/** Lengths of the staff forms, shared by the schemas and the console's fields. */
export const USERNAME_MAX = 64
export const NAME_MAX = 100
export const PASSWORD_MIN = 10
export const PASSWORD_MAX = 200
