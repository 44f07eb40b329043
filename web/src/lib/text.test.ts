import { describe, expect, test } from 'bun:test'
import { linkify, paragraphs, parseSermonDescription, planVisitTarget } from './text'

describe('links in descriptions', () => {
  test('http and https become links, trailing punctuation stays text', () => {
    expect(linkify('See https://example.org/a?b=1. Thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { kind: 'text', text: '. Thanks' },
    ])
  })
  test('javascript: and data: never become links', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<script>', 'click javascript://x%0Aalert(1)']) {
      expect(linkify(text).every((part) => part.kind === 'text')).toBe(true)
    }
  })
  test('paragraphs split on blank lines', () => {
    expect(paragraphs('One\nstill one\n\n  \nTwo\n\n')).toEqual(['One\nstill one', 'Two'])
  })
  test('paragraphs stay text: markup is never read', () => {
    expect(paragraphs('One.\nStill one.\n\n  Two <b>bold</b>.  \n\n\n')).toEqual(['One.\nStill one.', 'Two <b>bold</b>.'])
    expect(paragraphs('')).toEqual([])
  })
})

describe('sermon descriptions', () => {
  const description = [
    'Jesus is the good shepherd who lays down his life.',
    'Scriptures Referenced:\nJohn 10:1-18\nPsalm 23',
    'Social Links:\nhttps://www.facebook.com/church\nhttps://instagram.com/church\nhttps://anglicansrb.org\nnot a link\njavascript:alert(1)',
    'Come and see.',
  ].join('\n\n')

  test('splits into paragraphs, Scripture References and Connect With Us links', () => {
    expect(parseSermonDescription(description, 'anglicansrb.org')).toEqual({
      paragraphs: ['Jesus is the good shepherd who lays down his life.', 'Come and see.'],
      scriptureReferences: ['John 10:1-18', 'Psalm 23'],
      socialLinks: [
        { label: 'Facebook', href: 'https://www.facebook.com/church' },
        { label: 'Instagram', href: 'https://instagram.com/church' },
        { label: 'Website', href: 'https://anglicansrb.org' },
      ],
    })
  })
  test('a description without sections is all paragraphs', () => {
    expect(parseSermonDescription('A\n\nB')).toEqual({ paragraphs: ['A', 'B'], scriptureReferences: [], socialLinks: [] })
  })
})

describe('Plan Your Visit', () => {
  test('an http address opens in a new tab', () => {
    expect(planVisitTarget('https://forms.example/visit')).toEqual({ href: 'https://forms.example/visit', newTab: true })
  })
  test('a path on this site opens in the same tab', () => {
    expect(planVisitTarget('/contact')).toEqual({ href: '/contact', newTab: false })
  })
  test('anything else goes to /plan-a-visit', () => {
    for (const value of ['', undefined, 'javascript:alert(1)', '//evil.example', 'mailto:x@y.z']) {
      expect(planVisitTarget(value)).toEqual({ href: '/plan-a-visit', newTab: false })
    }
  })
})
