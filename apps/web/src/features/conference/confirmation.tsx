import type { MeetingRegisterRet } from '@ibr/contract'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import styles from './form.module.css'
import { messages } from './messages'

const m = messages.t

/** The registration went through: the code to quote, focused so it is read out at once. */
export function Confirmation({ result, onAnother }: { result: MeetingRegisterRet; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className={styles.done} role="status" data-confirmation="">
      <h3 ref={heading} tabIndex={-1} className={styles.doneTitle}>
        {m('doneTitle')}
      </h3>
      <p className={styles.codeLabel}>{m('doneCode')}</p>
      <p className={styles.code} data-confirm-code="">
        {result.confirmCode}
      </p>
      <p>{m('doneBody', { email: result.email })}</p>
      {result.state && result.state !== 'accepted' && (
        <p className={styles.stateNote} data-registration-state={result.state}>
          {m(result.state === 'waiting' ? 'stateWaiting' : 'statePending')}
        </p>
      )}
      {result.key && <Link to={paths.registration(result.confirmCode, result.key)}>{m('privateLink')}</Link>}
      <button type="button" className={styles.secondary} onClick={onAnother}>
        {m('another')}
      </button>
    </div>
  )
}
