/**
 * The 'Contact Us' mailto of an event page (SPEC §2): to the church's email, subject
 * 'Event Inquiry: {title}'. The subject is percent-encoded so '&', '?' or '#' in a title
 * can't end it early or add other mail headers.
 */
export const eventInquiryHref = (email: string, title: string) => `mailto:${email}?subject=${encodeURIComponent(`Event Inquiry: ${title}`)}`

/** Where an event's picture comes from: its own image, or the local default photo (never an internet stock URL). */
export const DEFAULT_EVENT_IMAGE = '/images/event-default.svg'
export const eventImageSrc = (imageUrl: string | null | undefined) => imageUrl?.trim() || DEFAULT_EVENT_IMAGE
