/** qrcode (and the PNG encoder under it), loaded by the first code drawn rather than at every server's start. */
export const loadQrCode = async () => (await import('qrcode')).default
