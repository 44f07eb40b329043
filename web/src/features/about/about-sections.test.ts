import { describe, expect, test } from 'bun:test'
import { STAFF } from '@church/api/content/staff'
import { ABOUT_SECTIONS, aboutSection, initials, plainName } from './about-sections'

describe('aboutSection', () => {
  test('each tab is its own path segment', () => {
    expect(ABOUT_SECTIONS.map((s) => s.id)).toEqual(['staff', 'music', 'kids-church', 'what-we-believe'])
    for (const { id } of ABOUT_SECTIONS) expect(aboutSection(id)).toBe(id)
  })
  test('an unknown section falls back to staff', () => {
    for (const unknown of ['', 'history', 'MUSIC']) expect(aboutSection(unknown)).toBe('staff')
  })
})

describe('staff names', () => {
  test('titles are dropped for the plain name', () => {
    expect(plainName('The Rev. Canon David Whitfield')).toBe('David Whitfield')
    expect(plainName('The Rev. Michael Torres')).toBe('Michael Torres')
    expect(plainName('Dr. Jane Q. Public')).toBe('Jane Q. Public')
    expect(plainName('Anna Beaumont')).toBe('Anna Beaumont')
    expect(plainName('The Rev.')).toBe('The Rev.')
  })
  test('initials are the first and last names', () => {
    expect(initials('The Rev. Canon David Whitfield')).toBe('DW')
    expect(initials('Dr. Jane Q. Public')).toBe('JP')
    expect(initials('anna')).toBe('A')
    expect(initials('  ')).toBe('')
  })
  test('every senior leader gets two initials', () => {
    expect(STAFF.map((person) => initials(person.name))).toEqual(['DW', 'MT', 'AB', 'KM'])
  })
})
