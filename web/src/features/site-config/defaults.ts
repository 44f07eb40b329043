/** What the site shows before its configuration arrives, or where a field is blank (docs/product.md#every-page). */
export const DEFAULT_CHURCH_NAME = 'Anglican Church of Santa Rosa Beach'
export const DEFAULT_THEME = { primaryColor: '#2563eb', accentColor: '#7c3aed', secondaryColor: '#1e293b' }
export const DEFAULT_FOOTER_ABOUT =
  'An Anglican church in Santa Rosa Beach, Florida, worshipping in the historic faith with a warm welcome for families, visitors and neighbours.'
/** The footer's and contact blocks' fixed defaults when the configuration leaves them blank. */
export const DEFAULT_CONTACT = {
  address: 'Santa Rosa Beach, FL 32459',
  phone: '(850) 555-0142',
  email: 'office@anglicansrb.org',
}
