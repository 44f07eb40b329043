import { describe, expect, test } from 'bun:test'
import { type CsvSubscriber, neutraliseFormula, quoteCell, subscribersCsv, subscribersCsvFileName } from './subscribers-csv'

const subscriber = (over: Partial<CsvSubscriber> = {}): CsvSubscriber => ({
  email: 'ruth@example.com',
  firstName: 'Ruth',
  lastName: 'Moab',
  phone: '',
  isActive: true,
  createdAt: new Date(2026, 4, 3, 9, 30),
  ...over,
})

describe('subscribersCsv', () => {
  test('a header row, then one line per subscriber, CRLF line ends', () => {
    const csv = subscribersCsv([subscriber(), subscriber({ email: 'boaz@example.com', firstName: 'Boaz', lastName: '', isActive: false })])
    expect(csv).toBe(
      'Email,First Name,Last Name,Phone,Status,Subscribed Date\r\n' +
        'ruth@example.com,Ruth,Moab,,Active,2026-05-03\r\n' +
        'boaz@example.com,Boaz,,,Inactive,2026-05-03\r\n',
    )
  })

  test('only the header when there is nobody', () => {
    expect(subscribersCsv([])).toBe('Email,First Name,Last Name,Phone,Status,Subscribed Date\r\n')
  })

  test('commas, quotes and line breaks are quoted', () => {
    const csv = subscribersCsv([subscriber({ firstName: 'Mary, "Mo"', lastName: 'Line\nBreak' })])
    expect(csv.split('\r\n')[1]).toBe('ruth@example.com,"Mary, ""Mo""","Line\nBreak",,Active,2026-05-03')
  })

  test('cells a spreadsheet would run as a formula are made text', () => {
    const csv = subscribersCsv([subscriber({ firstName: '=HYPERLINK("http://x","y")', lastName: '@SUM(A1)', phone: '+1 555 0100' })])
    expect(csv.split('\r\n')[1]).toBe(`ruth@example.com,"'=HYPERLINK(""http://x"",""y"")",'@SUM(A1),'+1 555 0100,Active,2026-05-03`)
  })

  test('an ISO timestamp string from the API becomes a local date', () => {
    const at = new Date(2026, 0, 15, 12, 0)
    expect(subscribersCsv([subscriber({ createdAt: at.toISOString() })]).split('\r\n')[1]).toEndWith(',2026-01-15')
  })
})

describe('cells', () => {
  test('neutraliseFormula prefixes = + - @ tab and CR, and leaves the rest', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutraliseFormula(`${start}1`)).toBe(`'${start}1`)
    expect(neutraliseFormula('a=b')).toBe('a=b')
    expect(neutraliseFormula('')).toBe('')
  })

  test('quoteCell leaves plain text alone', () => {
    expect(quoteCell('plain text')).toBe('plain text')
    expect(quoteCell('a"b')).toBe('"a""b"')
  })
})

test('the file is named for the day it was downloaded', () => {
  expect(subscribersCsvFileName(new Date(2026, 11, 1))).toBe('newsletter-subscribers-2026-12-01.csv')
})
