/**
 * A sermon's title as people read it, wherever it is shown: the page, its tab title and link
 * preview, the podcast feed and the JSON-LD. 'Sermon + The Good Shepherd' is 'The Good Shepherd'
 * (a prefix some YouTube uploads carry is left out; the stored title keeps it).
 */
export const sermonTitle = (title: string) => title.replace(/^\s*Sermon \+ /, '')
