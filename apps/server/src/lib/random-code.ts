import { randomInt } from 'node:crypto'

/** Letters and digits that cannot be misread for one another (no I, O, 0, 1). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A random code a person can read out and type back: confirmation codes and tickets. */
export function randomCode(length: number): string {
  let code = ''
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}
