import { describe, expect, test } from 'bun:test'
import { APP_NAME_FITS, defaultAppName } from './app-name'

describe('the name under the app icon, when Settings leave it empty', () => {
  test('a church name that fits is used whole', () => {
    expect(defaultAppName("St. Mark's")).toBe("St. Mark's")
    expect(defaultAppName('  Grace   Church ')).toBe('Grace Church')
  })

  test('a longer one becomes the initials of its capitalised words', () => {
    expect(defaultAppName('Anglican Church of Santa Rosa Beach')).toBe('ACSRB')
    expect(defaultAppName('Église Saint-Pierre de Montréal')).toBe('ÉSM')
  })

  test('without two to twelve capitals, the words that fit', () => {
    expect(defaultAppName('the church of the good shepherd')).toBe('the church')
    expect(defaultAppName('Saintmarysandallangelschurch')).toBe('Saintmarysan')
    const many = 'A B C D E F G H I J K L M N'
    expect(defaultAppName(many).length).toBeLessThanOrEqual(APP_NAME_FITS)
  })
})
