import { describe, expect, test } from 'bun:test'
import { readSermonText } from './sermon-text'

const read = (title: string, description = '') => readSermonText(title, description)
const blank = { speaker: '', scripture: '', series: '' }

describe('the speaker', () => {
  test.each([
    ['The Good Shepherd | Jane Doe', 'The Good Shepherd', 'Jane Doe'],
    ['The Good Shepherd | Rev. Jane Doe', 'The Good Shepherd', 'Rev. Jane Doe'],
    ['The Good Shepherd - Rev. Jane Doe', 'The Good Shepherd', 'Rev. Jane Doe'],
    ['The Good Shepherd – The Rt. Rev. Dr. John Smith', 'The Good Shepherd', 'The Rt. Rev. Dr. John Smith'],
    ['Rev. Canon Mary O’Neil - Living Water', 'Living Water', 'Rev. Canon Mary O’Neil'],
    ['Fr. Tom | Advent Hope', 'Advent Hope', 'Fr. Tom'],
    ['Bread of Life | Pastor Mike Jones', 'Bread of Life', 'Pastor Mike Jones'],
    ['Grace Upon Grace - Father Anthony', 'Grace Upon Grace', 'Father Anthony'],
    ['The Prodigal Son | Mary-Kate Van Buren', 'The Prodigal Son', 'Mary-Kate Van Buren'],
  ])('%p', (title, expectedTitle, speaker) => {
    expect(read(title)).toMatchObject({ title: expectedTitle, speaker })
  })

  test('a last part that is not a name is left in the title', () => {
    for (const title of [
      'The Good Shepherd | Sunday Worship',
      'Christmas Eve | Santa Rosa Beach Anglican',
      'Faith - Hope And Love',
      'Living Water | Live',
      'Easter Sunday | 10:30 AM',
      'Lessons and Carols | St. Mark',
    ]) {
      expect(read(title)).toEqual({ title, ...blank })
    }
  })

  test('honorifics that are ordinary words count only at the end', () => {
    expect(read('Father, Forgive Them')).toEqual({ title: 'Father, Forgive Them', ...blank })
    expect(read('Father Forgive Them | Good Friday')).toEqual({ title: 'Father Forgive Them | Good Friday', ...blank })
    expect(read('Pastor Appreciation Sunday')).toEqual({ title: 'Pastor Appreciation Sunday', ...blank })
  })

  test('a name alone is the title, not a speaker', () => {
    expect(read('Rev. Jane Doe')).toEqual({ title: 'Rev. Jane Doe', ...blank })
  })

  test.each([
    ['Speaker: Rev. Jane Doe', 'Rev. Jane Doe'],
    ['Preacher: The Rev. John Smith, Rector', 'The Rev. John Smith, Rector'],
    ['preached by - Fr. Tom', 'Fr. Tom'],
    ['  Sermon by: Deacon Ann Lee  ', 'Deacon Ann Lee'],
  ])('from the description: %p', (line, speaker) => {
    expect(read('Living Water', `Join us this Sunday.\n${line}\nhttps://example.org`).speaker).toBe(speaker)
  })

  test('the description’s label wins over the title', () => {
    expect(read('Living Water | Jane Doe', 'Speaker: Rev. Ann Lee')).toMatchObject({ title: 'Living Water', speaker: 'Rev. Ann Lee' })
  })

  test('a labelled value that is a link or far too long is not a speaker', () => {
    expect(read('Living Water', 'Speaker: https://example.org/rev-jane').speaker).toBe('')
    expect(read('Living Water', `Speaker: ${'Very long words '.repeat(10)}`).speaker).toBe('')
  })
})

describe('the scripture', () => {
  test.each([
    ['Luke 2:1-20 | Christmas Eve', 'Christmas Eve', 'Luke 2:1-20'],
    ['The Good Shepherd (John 10:1-18)', 'The Good Shepherd', 'John 10:1-18'],
    ['Love Is Patient - 1 Corinthians 13', 'Love Is Patient', '1 Corinthians 13'],
    ['Psalm 23 | The Lord Is My Shepherd', 'The Lord Is My Shepherd', 'Psalm 23'],
    ['More Than Conquerors | Rom. 8:28–39', 'More Than Conquerors', 'Rom. 8:28–39'],
    ['Beloved - 1 John 4:7-12, 19', 'Beloved', '1 John 4:7-12, 19'],
    ['Song of Songs 2:8-13 | Arise', 'Arise', 'Song of Songs 2:8-13'],
  ])('%p', (title, expectedTitle, scripture) => {
    expect(read(title)).toMatchObject({ title: expectedTitle, scripture })
  })

  test('a reference inside the title is read but the title is kept whole', () => {
    expect(read('Reflections on John 3:16 for Today')).toEqual({
      ...blank,
      title: 'Reflections on John 3:16 for Today',
      scripture: 'John 3:16',
    })
  })

  test('book names without a chapter, numbered books without their number, and lower case are not references', () => {
    for (const title of ['Acts of Kindness', 'Mark My Words', 'Timothy 3 Ways', 'The Book of Job', 'mark 5 and more', 'Week 3: Hope']) {
      expect(read(title).scripture).toBe('')
    }
  })

  test.each([
    ['Scripture: John 3:16-21', 'John 3:16-21'],
    ['Text: Isaiah 40:1-11', 'Isaiah 40:1-11'],
    ['Readings: Isaiah 9:2-7; Luke 2:1-20', 'Isaiah 9:2-7; Luke 2:1-20'],
    ['Scripture Reading: Psalm 46', 'Psalm 46'],
  ])('from the description: %p', (line, scripture) => {
    expect(read('Living Water', `Welcome!\n\n${line}`).scripture).toBe(scripture)
  })

  test("'Scriptures Referenced:' gives its first reference, read as the sermon page reads it", () => {
    const description = [
      'Jesus is the good shepherd who lays down his life.',
      'Scriptures Referenced:\n• John 10:1-18\nPsalm 23',
      'Social Links:\nhttps://www.facebook.com/church',
    ].join('\n\n')
    expect(read('The Good Shepherd', description).scripture).toBe('John 10:1-18')
    expect(read('The Good Shepherd', 'Scriptures Referenced: Psalm 23; John 10').scripture).toBe('Psalm 23')
  })

  test('a labelled scripture wins over the title and Scriptures Referenced', () => {
    expect(read('Luke 2:1-20 | Christmas Eve', 'Scripture: Isaiah 9:2-7\n\nScriptures Referenced:\nLuke 2').scripture).toBe('Isaiah 9:2-7')
  })
})

describe('the series', () => {
  test.each([
    ['Advent 2026: Week 1 – Hope', 'Hope', 'Advent 2026'],
    ['Romans: Part 3 | Free at Last', 'Free at Last', 'Romans'],
    ['The Lord’s Prayer: Sermon 2 - Daily Bread', 'Daily Bread', 'The Lord’s Prayer'],
    ['Advent (Week 2): Peace', 'Peace', 'Advent'],
    ['I Am, Part 4: The Vine', 'The Vine', 'I Am'],
  ])('%p', (title, expectedTitle, series) => {
    expect(read(title)).toMatchObject({ title: expectedTitle, series })
  })

  test('a colon alone does not make a series', () => {
    expect(read('Advent: Hope')).toEqual({ title: 'Advent: Hope', ...blank })
    expect(read('John 3:16')).toEqual({ title: 'John 3:16', ...blank, scripture: 'John 3:16' })
  })

  test('from the description', () => {
    expect(read('Hope', 'Series: Advent 2026').series).toBe('Advent 2026')
    expect(read('Hope', 'Sermon Series: The Beatitudes').series).toBe('The Beatitudes')
  })
})

describe('everything at once', () => {
  test('series, title, scripture and speaker from one title', () => {
    expect(read('Advent 2026: Week 1 – Keep Awake | Mark 13:24-37 | Rev. Jane Doe')).toEqual({
      title: 'Keep Awake',
      speaker: 'Rev. Jane Doe',
      scripture: 'Mark 13:24-37',
      series: 'Advent 2026',
    })
  })

  test('a title with nothing to read is returned as it was', () => {
    for (const title of ['Sunday Worship', 'Holy Eucharist - 10:30 AM', 'Good Friday Service | April 3, 2026', '']) {
      expect(read(title)).toEqual({ title, ...blank })
    }
  })
})
