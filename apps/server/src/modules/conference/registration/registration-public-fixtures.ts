import { filledForm } from '../../../test/conference-factory.js'

/** Each kind of wrong value the public form must refuse, with the field it must name; `png` is a drafted image. */
export const wrongValues = (png: { fileId: string; token: string }): [Record<string, unknown>, string][] => [
  [{ fields: filledForm({ age: 'forty' }) }, 'age'],
  [{ fields: filledForm({ age: '12' }) }, 'age'],
  [{ fields: filledForm({ age: '121' }) }, 'age'],
  [{ fields: filledForm({ arrival: '2030-02-30' }) }, 'arrival'],
  [{ fields: filledForm({ country: 'XX' }) }, 'country'],
  [{ fields: filledForm({ country: 'de' }) }, 'country'],
  [{ fields: filledForm({ workshop: ['a', 'b', 'c'] }) }, 'workshop'],
  [{ fields: filledForm({ workshop: ['z'] }) }, 'workshop'],
  [{ fields: filledForm({ role: ['student'] }) }, 'role'],
  [{ fields: filledForm({ guests: ['A', 'B', 'C'] }) }, 'guests'],
  [{ fields: filledForm({ guests: ['x'.repeat(51)] }) }, 'guests'],
  [{ fields: filledForm({ nights: ['1999-01-01'] }) }, 'nights'],
  [{ fields: filledForm({ consent: '' }) }, 'consent'],
  [{ fields: filledForm({ consent: 'no' }) }, 'consent'],
  [{ fields: filledForm(), files: [{ field: 'paper', ...png }] }, 'paper'],
]
