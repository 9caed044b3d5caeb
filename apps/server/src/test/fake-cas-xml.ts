import { randomBytes } from 'node:crypto'

/*
 * The XML the fake CAS server speaks, after the CAS protocol 3.0 specification: its answers to
 * /p3/serviceValidate and the SAML LogoutRequest of single logout. Like fake-cas.ts, it imports
 * nothing of the server.
 */

/** A person the fake CAS knows: their attributes as CAS releases them. */
export interface FakeCasUser {
  displayName?: string
  /** Group memberships: sent as cas:memberOf, once per value. */
  memberOf?: string[]
  /** Any other attributes, each value sent as one element. */
  attributes?: Record<string, string | string[]>
}

/** Text as it may stand in XML (and HTML) content or an attribute value. */
export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

/** Attribute names CAS releases are XML names; anything else would make the answer unreadable. */
const XML_NAME = /^[A-Za-z_][A-Za-z0-9._-]*$/

/** The validation answer for a valid ticket: the user and the attributes CAS releases, each value one element. */
export function successXml(user: string, person: FakeCasUser | undefined): string {
  const attributes: [string, string][] = [
    ['authenticationDate', new Date().toISOString()],
    ['isFromNewLogin', 'true'],
    ['longTermAuthenticationRequestTokenUsed', 'false'],
  ]
  if (person?.displayName !== undefined) attributes.push(['displayName', person.displayName])
  for (const group of person?.memberOf ?? []) attributes.push(['memberOf', group])
  for (const [name, value] of Object.entries(person?.attributes ?? {})) {
    if (!XML_NAME.test(name)) throw new Error(`fake CAS: "${name}" is not an XML name`)
    for (const v of Array.isArray(value) ? value : [value]) attributes.push([name, v])
  }
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>${escapeXml(user)}</cas:user>
    <cas:attributes>
${attributes.map(([name, value]) => `      <cas:${name}>${escapeXml(value)}</cas:${name}>`).join('\n')}
    </cas:attributes>
  </cas:authenticationSuccess>
</cas:serviceResponse>
`
}

/** The validation answer for a refused ticket or request, with the protocol's failure code. */
export function failureXml(code: string, detail: string): string {
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationFailure code="${code}">${escapeXml(detail)}</cas:authenticationFailure>
</cas:serviceResponse>
`
}

/** The SAML request CAS POSTs, form-encoded as `logoutRequest`, to end a service's session. */
export function logoutRequestXml(ticket: string): string {
  const id = `LR-${randomBytes(12).toString('hex')}`
  return (
    `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="${id}" Version="2.0" ` +
    `IssueInstant="${new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')}">` +
    `<saml:NameID xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">@NOT_USED@</saml:NameID>` +
    `<samlp:SessionIndex>${escapeXml(ticket)}</samlp:SessionIndex>` +
    `</samlp:LogoutRequest>`
  )
}
