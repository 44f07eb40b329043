/** What the site shows before its configuration arrives (the database defaults, SPEC §9). */
export const DEFAULT_CHURCH_NAME = 'Anglican Church of Santa Rosa Beach'
export const DEFAULT_THEME = { primaryColor: '#2563eb', accentColor: '#7c3aed', secondaryColor: '#1e293b' }
