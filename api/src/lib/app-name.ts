/** Home screens show about 12 characters under an icon before cutting the name. */
export const APP_NAME_FITS = 12

/**
 * The name under the app icon when Settings leave it empty: the church name when it fits, else the
 * initials of its capitalised words ('Anglican Church of Santa Rosa Beach' is 'ACSRB'), else the
 * words of the name that fit.
 */
export function defaultAppName(churchName: string): string {
  const name = churchName.replace(/\s+/g, ' ').trim()
  if (name.length <= APP_NAME_FITS) return name
  const initials = name
    .split(' ')
    .filter((word) => /^\p{Lu}/u.test(word))
    .map((word) => word[0])
    .join('')
  if (initials.length >= 2 && initials.length <= APP_NAME_FITS) return initials
  const cut = name.slice(0, APP_NAME_FITS + 1)
  const lastSpace = cut.lastIndexOf(' ')
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, APP_NAME_FITS)).trim()
}
