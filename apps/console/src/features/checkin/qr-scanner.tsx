import { useEffect, useRef, useState } from 'react'
import { useMessages } from '../../i18n/use-t'
import styles from './checkin.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>
}
declare global {
  interface Window {
    BarcodeDetector?: new (options: { formats: string[] }) => Detector
  }
}

/**
 * Reads QR codes from the device camera: the browser's BarcodeDetector when it has one, else jsQR,
 * loaded only here. A camera refused or absent is said in words; the typed code still works.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useMessages(messages, shared)
  const video = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<'starting' | 'on' | 'refused' | 'absent'>('starting')
  const last = useRef({ code: '', at: 0 })
  useEffect(() => {
    let stream: MediaStream | null = null
    let frame = 0
    let stopped = false
    const found = (code: string) => {
      const now = Date.now()
      // The same code held in front of the camera is one scan, not one per frame.
      if (code === last.current.code && now - last.current.at < 3000) return
      last.current = { code, at: now }
      onCode(code)
    }
    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) return setState('absent')
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } })
      } catch (error) {
        return setState((error as Error).name === 'NotFoundError' ? 'absent' : 'refused')
      }
      if (stopped || !video.current) return
      video.current.srcObject = stream
      await video.current.play().catch(() => undefined)
      setState('on')
      const detector = window.BarcodeDetector ? new window.BarcodeDetector({ formats: ['qr_code'] }) : null
      const jsQR = detector ? null : (await import('jsqr')).default
      const canvas = document.createElement('canvas')
      const tick = async () => {
        if (stopped || !video.current) return
        const v = video.current
        if (v.readyState >= 2) {
          if (detector) {
            const codes = await detector.detect(v).catch(() => [])
            if (codes[0]) found(codes[0].rawValue)
          } else if (jsQR) {
            canvas.width = v.videoWidth
            canvas.height = v.videoHeight
            const ctx = canvas.getContext('2d', { willReadFrequently: true })
            if (ctx && canvas.width) {
              ctx.drawImage(v, 0, 0)
              const image = ctx.getImageData(0, 0, canvas.width, canvas.height)
              const code = jsQR(image.data, image.width, image.height)
              if (code) found(code.data)
            }
          }
        }
        frame = window.setTimeout(() => void tick(), 250)
      }
      void tick()
    }
    void start()
    return () => {
      stopped = true
      window.clearTimeout(frame)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [onCode])
  return (
    <div className={styles.scanner}>
      <video ref={video} className={styles.video} muted playsInline aria-label={t('checkin.camera')} hidden={state !== 'on'} />
      {state === 'starting' && <p>{t('checkin.cameraStarting')}</p>}
      {state === 'refused' && <p role="alert">{t('checkin.cameraRefused')}</p>}
      {state === 'absent' && <p role="alert">{t('checkin.cameraAbsent')}</p>}
    </div>
  )
}
