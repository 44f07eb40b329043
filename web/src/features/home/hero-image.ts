/**
 * The hero's local stock picture. Its own module so the home route's loader (in the main bundle) can
 * start fetching it before the page's code arrives: it is the home page's largest paint.
 */
export const HERO_STOCK_IMAGE = '/images/hero-beach-chapel.svg'
