/**
 * Text as feeds and page heads write it: without the characters XML and iCalendar cannot carry,
 * and a sermon's description without its 'Social Links:' block. Linear in the text's length: no
 * regular expression here can backtrack.
 */

/**
 * The characters XML 1.0 and RFC 5545 text cannot carry, or should not: C0 controls but tab, line
 * feed and carriage return; DEL and the C1 controls; a surrogate without its partner; U+FFFE and
 * U+FFFF. Each alternative is one character (the look-arounds one more), so the search is linear.
 */
const UNWRITABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** The text without the characters a feed cannot carry (UNWRITABLE); tab and line breaks stay. */
export const withoutControlCharacters = (text: string) => text.replace(UNWRITABLE, '')

const MARK = 'social links:'
/** Whether the UTF-16 unit `code` is one `\s` matches (ECMAScript's WhiteSpace and LineTerminator). */
const isSpace = (code: number) =>
  (code >= 9 && code <= 13) ||
  code === 32 ||
  code === 0xa0 ||
  code === 0x1680 ||
  (code >= 0x2000 && code <= 0x200a) ||
  code === 0x2028 ||
  code === 0x2029 ||
  code === 0x202f ||
  code === 0x205f ||
  code === 0x3000 ||
  code === 0xfeff

/** ASCII letters lower-cased, nothing else: the same length, so an index in it is one in the text (what /i matches without the u flag). */
const asciiLower = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase())

/**
 * The text before its 'Social Links:' block: what `text.split(/\n\s*Social Links:/i)[0]` gives,
 * without that expression's quadratic search (20,000 line breaks took 140–370 ms). 'Social Links:'
 * in any letter case, preceded by white space back to a line break; the text is cut at the first
 * line break of that white space. Each stretch of white space is walked once.
 */
export function withoutSocialLinks(text: string): string {
  if (text.length < MARK.length + 1) return text
  const lower = asciiLower(text)
  for (let at = lower.indexOf(MARK); at >= 0; at = lower.indexOf(MARK, at + MARK.length)) {
    let cut = -1
    for (let i = at - 1; i >= 0 && isSpace(text.charCodeAt(i)); i--) if (text.charCodeAt(i) === 10) cut = i
    if (cut >= 0) return text.slice(0, cut)
  }
  return text
}

/** Descriptions in previews are cut at a word near 200 characters. */
export function summary(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`
}
