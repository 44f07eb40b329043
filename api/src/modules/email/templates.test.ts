import { describe, expect, test } from 'bun:test'
import { churchSubject, fillVariables } from './templates'

const CHURCH = 'St. Brigid’s'

describe('subjects of emails to visitors carry only the church’s words', () => {
  test.each([
    ['Welcome to [Church Name], [Visitor Name]!', 'Welcome to St. Brigid’s!'],
    ['Welcome, [Visitor Name]!', 'Welcome!'],
    ['[Visitor Name], welcome to [Church Name]', 'welcome to St. Brigid’s'],
    ['We have your note, [Visitor Name]', 'We have your note'],
    ['Welcome, [Visitor Name], and your [Number of Kids] children!', 'Welcome, and your children!'],
    ['Thank you for contacting [Church Name]', 'Thank you for contacting St. Brigid’s'],
    ['  Hello   there  ', 'Hello there'],
  ])('%p is %p', (subject, expected) => {
    expect(churchSubject(subject, CHURCH)).toBe(expected)
  })

  test('a subject of visitor variables alone is empty, so the standard subject is used', () => {
    expect(churchSubject('[Visitor Name]!', CHURCH)).toBe('')
    expect(churchSubject('   ', CHURCH)).toBe('')
  })

  test('a church name with $ patterns is put in as written', () => {
    expect(churchSubject('Welcome to [Church Name]', "St. $1 & $' Church")).toBe("Welcome to St. $1 & $' Church")
  })

  test('message bodies still greet the visitor by the name they typed', () => {
    expect(fillVariables('Dear [Visitor Name],', { visitorName: 'You won!', churchName: CHURCH })).toBe('Dear You won!,')
  })
})
