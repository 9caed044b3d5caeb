/** A self-signed certificate for localhost, made on the spot with openssl (deploy:try and its tests). */
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

export interface Certificate {
  certificate: string
  key: string
}

/** Writes cert.pem and key.pem (P-256, 30 days, for localhost and 127.0.0.1) into the folder. */
export function selfSignedCertificate(dir: string): Certificate {
  const certificate = join(dir, 'cert.pem')
  const key = join(dir, 'key.pem')
  const request = 'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 30 -subj /CN=localhost'.split(' ')
  execFileSync('openssl', [...request, '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', certificate], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  return { certificate, key }
}
