import { describe, expect, it } from 'vitest'
import { logoutRequestXml } from '../test/fake-cas-xml.js'
import { logoutTicket, parseValidation } from './cas-client.js'

const CAS_NS = 'http://www.yale.edu/tp/cas'

/** A CAS 3.0 success answer written with the namespace prefix `p` ('' for the default namespace). */
function success(p: string, user: string, attributes = '') {
  const q = p ? `${p}:` : ''
  const ns = p ? `xmlns:${p}="${CAS_NS}"` : `xmlns="${CAS_NS}"`
  return `<?xml version="1.0" encoding="UTF-8"?>
<${q}serviceResponse ${ns}>
  <${q}authenticationSuccess>
    <${q}user>${user}</${q}user>
    ${attributes}
  </${q}authenticationSuccess>
</${q}serviceResponse>`
}

describe('parseValidation', () => {
  it('reads the user and the attributes, one value or several', () => {
    const xml = success(
      'cas',
      'alice',
      `<cas:attributes>
        <cas:displayName>Alice Example</cas:displayName>
        <cas:memberOf>cms-editor</cas:memberOf>
        <cas:memberOf>cms-reviewer</cas:memberOf>
        <cas:memberOf>staff</cas:memberOf>
        <cas:isFromNewLogin>true</cas:isFromNewLogin>
        <cas:employeeNumber>007</cas:employeeNumber>
      </cas:attributes>`,
    )
    expect(parseValidation(xml)).toEqual({
      ok: true,
      user: 'alice',
      attributes: {
        displayName: ['Alice Example'],
        memberOf: ['cms-editor', 'cms-reviewer', 'staff'],
        isFromNewLogin: ['true'],
        // Values stay text: a number-like value keeps its leading zeros.
        employeeNumber: ['007'],
      },
    })
  })

  it('reads the answer whatever prefix the CAS server binds its namespace to', () => {
    const attributes = (q: string) => `<${q}attributes><${q}memberOf>a</${q}memberOf><${q}memberOf>b</${q}memberOf></${q}attributes>`
    for (const p of ['cas', 'c', 'yale', '']) {
      const result = parseValidation(success(p, 'bob', attributes(p ? `${p}:` : '')))
      expect(result, `prefix "${p}"`).toEqual({ ok: true, user: 'bob', attributes: { memberOf: ['a', 'b'] } })
    }
  })

  it('decodes XML escapes and CDATA, trims the user name, drops empty values', () => {
    const xml = success(
      'cas',
      '  carol \n',
      `<cas:attributes>
        <cas:displayName>Li &amp; Wang &lt;Lab&gt;</cas:displayName>
        <cas:title><![CDATA[R&D <lead>]]></cas:title>
        <cas:memberOf></cas:memberOf>
        <cas:memberOf/>
        <cas:memberOf>kept</cas:memberOf>
        <cas:mail type="work">carol@example.org</cas:mail>
      </cas:attributes>`,
    )
    expect(parseValidation(xml)).toEqual({
      ok: true,
      user: 'carol',
      attributes: { displayName: ['Li & Wang <Lab>'], title: ['R&D <lead>'], memberOf: ['kept'], mail: ['carol@example.org'] },
    })
  })

  it('decodes numeric character references, once', () => {
    const xml = success(
      'cas',
      'o&#39;brien',
      `<cas:attributes>
        <cas:displayName>O&#039;Brien &#24352;&#x4E09;</cas:displayName>
        <cas:note>&amp;#60; stays written out</cas:note>
      </cas:attributes>`,
    )
    expect(parseValidation(xml)).toEqual({
      ok: true,
      user: "o'brien",
      attributes: { displayName: ["O'Brien 张三"], note: ['&#60; stays written out'] },
    })
  })

  it('takes only elements of cas:attributes as attributes', () => {
    const xml = success('cas', 'frank', '<cas:attributes release="all">stray text<cas:memberOf>a</cas:memberOf></cas:attributes>')
    expect(parseValidation(xml)).toEqual({ ok: true, user: 'frank', attributes: { memberOf: ['a'] } })
  })

  it('reads a success without attributes', () => {
    expect(parseValidation(success('cas', 'dave'))).toEqual({ ok: true, user: 'dave', attributes: {} })
    expect(parseValidation(success('cas', 'dave', '<cas:attributes></cas:attributes>'))).toEqual({ ok: true, user: 'dave', attributes: {} })
  })

  it('reads the failure code', () => {
    const failure = (inner: string) => `<cas:serviceResponse xmlns:cas="${CAS_NS}">${inner}</cas:serviceResponse>`
    expect(
      parseValidation(failure('<cas:authenticationFailure code="INVALID_TICKET">Ticket ST-1-x not recognized</cas:authenticationFailure>')),
    ).toEqual({ ok: false, reason: 'refused', code: 'INVALID_TICKET' })
    expect(parseValidation(failure('<cas:authenticationFailure code="INVALID_SERVICE">no match</cas:authenticationFailure>'))).toEqual({
      ok: false,
      reason: 'refused',
      code: 'INVALID_SERVICE',
    })
    expect(parseValidation(failure('<cas:authenticationFailure code="INVALID_REQUEST"/>'))).toEqual({
      ok: false,
      reason: 'refused',
      code: 'INVALID_REQUEST',
    })
    // A failure without its code is still a refusal.
    expect(parseValidation(failure('<cas:authenticationFailure>no</cas:authenticationFailure>'))).toEqual({
      ok: false,
      reason: 'refused',
      code: 'UNKNOWN',
    })
    expect(
      parseValidation(`<x:serviceResponse xmlns:x="${CAS_NS}"><x:authenticationFailure code="INVALID_TICKET"/></x:serviceResponse>`),
    ).toEqual({ ok: false, reason: 'refused', code: 'INVALID_TICKET' })
  })

  it('refuses a document type: entities could expand without bound', () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE serviceResponse [
  <!ENTITY a "aaaaaaaaaa">
  <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
  <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
]>
<cas:serviceResponse xmlns:cas="${CAS_NS}"><cas:authenticationSuccess><cas:user>&c;</cas:user></cas:authenticationSuccess></cas:serviceResponse>`
    expect(parseValidation(laughs)).toEqual({ ok: false, reason: 'unreadable' })
    const external = `<!doctype x SYSTEM "file:///etc/passwd">${success('cas', 'eve')}`
    expect(parseValidation(external)).toEqual({ ok: false, reason: 'unreadable' })
  })

  it('calls anything else unreadable', () => {
    const unreadable = [
      '',
      'not xml at all',
      '<html><body>Service unavailable</body></html>',
      `<cas:serviceResponse xmlns:cas="${CAS_NS}"><cas:authenticationSuccess><cas:user>`,
      `<cas:serviceResponse xmlns:cas="${CAS_NS}"><cas:authenticationSuccess></cas:authenticationSuccess></cas:serviceResponse>`,
      success('cas', '   '),
      `<cas:serviceResponse xmlns:cas="${CAS_NS}"></cas:serviceResponse>`,
      // Two users in one answer: which one signed in is not for us to guess.
      success('cas', 'alice</cas:user><cas:user>mallory'),
    ]
    for (const xml of unreadable) expect(parseValidation(xml), xml).toEqual({ ok: false, reason: 'unreadable' })
  })
})

describe('logoutTicket', () => {
  const request = (sessionIndex: string, samlp = 'samlp', saml = 'saml') =>
    `<${samlp}:LogoutRequest xmlns:${samlp}="urn:oasis:names:tc:SAML:2.0:protocol" ID="LR-1-abc" Version="2.0" IssueInstant="2025-01-01T00:00:00Z">` +
    `<${saml}:NameID xmlns:${saml}="urn:oasis:names:tc:SAML:2.0:assertion">@NOT_USED@</${saml}:NameID>` +
    `<${samlp}:SessionIndex>${sessionIndex}</${samlp}:SessionIndex></${samlp}:LogoutRequest>`

  it('reads the service ticket of the SessionIndex', () => {
    expect(logoutTicket(request('ST-1-LUfT6jLdktQZYOkOe3TR-cas'))).toBe('ST-1-LUfT6jLdktQZYOkOe3TR-cas')
    expect(logoutTicket(request('\n  ST-2-x  \n'))).toBe('ST-2-x')
    expect(logoutTicket(request('ST-3-y', 'p', 'a'))).toBe('ST-3-y')
    expect(logoutTicket(`<?xml version="1.0"?>\n${request('ST-4-z')}`)).toBe('ST-4-z')
  })

  it('reads what the fake CAS sends', () => {
    expect(logoutTicket(logoutRequestXml('ST-9-abc_DEF-fakecas'))).toBe('ST-9-abc_DEF-fakecas')
  })

  it('answers nothing for anything else', () => {
    const nothing = [
      '',
      'ST-1-abc',
      request(''),
      request('   '),
      '<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"></samlp:LogoutRequest>',
      '<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"><samlp:SessionIndex>ST-1',
      '<samlp:LogoutResponse xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"><samlp:SessionIndex>ST-1</samlp:SessionIndex></samlp:LogoutResponse>',
      `<!DOCTYPE x [<!ENTITY t "ST-1-abc">]>${request('&t;')}`,
    ]
    for (const xml of nothing) expect(logoutTicket(xml), xml).toBeUndefined()
  })
})
