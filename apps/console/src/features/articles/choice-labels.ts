import {
  ADMISSION_CATEGORIES,
  COMMITTEE_ROLES,
  DEPARTMENTS,
  ENROL_KINDS,
  POSTDOC_CATEGORIES,
  RECRUIT_CATEGORIES,
  RESEARCH_AREAS,
  TRAINING_CATEGORIES,
  VIDEO_CATEGORIES,
} from '@ibr/contract/enums'
import type { SelectOption } from '../../components/field/select-field'
import type { Translate, MessageKey } from '../../i18n/use-t'
import type { messages } from './messages'
import type { KeyOf } from '@ibr/ui/define-messages'
import { type messages as shared } from '../../i18n/shared/messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof shared> | MessageKey

/** Every value a choice field can take; the enumerations' values are unique across lists, so one key each. */
const CHOICES = [
  ...RECRUIT_CATEGORIES,
  ...ADMISSION_CATEGORIES,
  ...POSTDOC_CATEGORIES,
  ...TRAINING_CATEGORIES,
  ...RESEARCH_AREAS,
  ...ENROL_KINDS,
  ...DEPARTMENTS,
  ...VIDEO_CATEGORIES,
  ...COMMITTEE_ROLES,
] as const
type ChoiceValue = (typeof CHOICES)[number]

const isChoice = (value: string): value is ChoiceValue => (CHOICES as readonly string[]).includes(value)

/** A choice's name as the site names it; an unknown value (data from elsewhere) as it is. */
export const choiceLabel = (value: string, t: Translate<Key>) => (isChoice(value) ? t(`choice.${value}`) : value)

/** The options of a choice field: "none" first (the field is cleared), then the kind's values. */
export const choiceOptions = (values: readonly string[], t: Translate<Key>): SelectOption[] => [
  { id: NO_CHOICE, label: t('editor.none') },
  ...values.map((value) => ({ id: value, label: choiceLabel(value, t) })),
]

/** The select's key for "no value" (a list box item needs a key; null is not one). */
export const NO_CHOICE = '-'
