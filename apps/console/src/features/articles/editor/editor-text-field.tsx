import { TextField, type TextFieldProps } from '../../../components/field/text-field'
import styles from './editor.module.css'

export type EditorTextFieldProps = Omit<TextFieldProps, 'labelMark' | 'multilineClassName' | 'autoComplete' | 'autoFocus' | 'className'>

/** A field of the editor: its label with the required mark (needed before review, a draft may be saved without it). */
export function EditorTextField(props: EditorTextFieldProps) {
  return <TextField {...props} labelMark={props.isRequired && <RequiredMark />} multilineClassName={styles.textArea} />
}

/** The mark of a field needed for review; the screen reader hears "required" from aria-required instead. */
export const RequiredMark = () => (
  <span aria-hidden="true" className={styles.requiredMark}>
    {' *'}
  </span>
)
