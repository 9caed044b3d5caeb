import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The archive's signature: an HMAC-SHA256 of the manifest's bytes with BACKUP_KEY, written as the part
 * after the manifest. The manifest holds every other part's SHA-256, so a valid signature vouches for
 * the whole archive: it was written by a site holding the key, and nothing in it changed since.
 */
export interface ArchiveSignature {
  algorithm: 'HMAC-SHA256'
  /** Names the key without revealing it, so a refusal can say "another key" rather than "changed". */
  keyId: string
  /** Hex. */
  mac: string
}

/** What a restore found of the signature; only `valid` restores without --unsigned. */
export type SignatureCheck =
  | { state: 'valid' }
  | { state: 'missing' }
  | { state: 'noKey' }
  | { state: 'otherKey'; keyId: string; ownKeyId: string }
  | { state: 'wrong' }

const mac = (key: string, bytes: Buffer) => createHmac('sha256', key).update(bytes).digest()

export const keyId = (key: string) => mac(key, Buffer.from('ibr backup key id')).toString('hex').slice(0, 16)

/** The signature part's bytes for a manifest. */
export function signManifest(key: string, manifest: Buffer): Buffer {
  const signature: ArchiveSignature = { algorithm: 'HMAC-SHA256', keyId: keyId(key), mac: mac(key, manifest).toString('hex') }
  return Buffer.from(`${JSON.stringify(signature)}\n`)
}

/** Checks the signature part (undefined when the archive has none) against the manifest's bytes. */
export function checkSignature(key: string, manifest: Buffer, signature: Buffer | undefined): SignatureCheck {
  if (!signature) return { state: 'missing' }
  if (!key) return { state: 'noKey' }
  let parsed: Partial<ArchiveSignature>
  try {
    parsed = JSON.parse(signature.toString('utf8')) as Partial<ArchiveSignature>
  } catch {
    return { state: 'wrong' }
  }
  const expected = mac(key, manifest)
  const given = Buffer.from(typeof parsed.mac === 'string' && /^[0-9a-f]{64}$/.test(parsed.mac) ? parsed.mac : '', 'hex')
  if (parsed.algorithm === 'HMAC-SHA256' && given.length === expected.length && timingSafeEqual(given, expected)) return { state: 'valid' }
  const ownKeyId = keyId(key)
  if (typeof parsed.keyId === 'string' && /^[0-9a-f]{16}$/.test(parsed.keyId) && parsed.keyId !== ownKeyId)
    return { state: 'otherKey', keyId: parsed.keyId, ownKeyId }
  return { state: 'wrong' }
}

/** Why a signature that is not valid cannot be trusted, for the refusal or the --unsigned warning. */
export function describeSignature(check: Exclude<SignatureCheck, { state: 'valid' }>): string {
  switch (check.state) {
    case 'missing':
      return 'the archive is not signed (written without BACKUP_KEY, or by a release before signatures)'
    case 'noKey':
      return 'the archive is signed, but BACKUP_KEY is not set here, so its signature cannot be checked'
    case 'otherKey':
      return `the archive is signed with another key (key ${check.keyId}; this site's is ${check.ownKeyId})`
    case 'wrong':
      return "the archive's signature does not match its manifest: the manifest was changed after it was signed"
  }
}
