import { formatClock } from '@church/api/lib/service-times'
import { usePageText } from '../../features/church/api/get-page-texts'
import { useServiceTimes } from '../../features/church/api/get-service-times'
import { staffByTitle, useStaff } from '../../features/church/api/get-staff'
import { plainName } from './about-sections'
import { MailIcon } from './about-staff'
import { PlainText } from './plain-text'

const MUSIC_GROUPS = [
  {
    name: 'Parish Choir',
    text: (sunday: string) =>
      `Sings at the ${sunday} service most Sundays and leads the great feasts, from Lessons and Carols to the Easter Vigil. Rehearsals are Thursday evenings; reading music helps but is not required.`,
  },
  {
    name: 'Worship Musicians',
    text: 'Piano, guitar, strings and voices who lead newer songs alongside the hymns. If you play an instrument, we would love to hear you.',
  },
  {
    name: 'Children’s Choir',
    text: 'Young singers learn hymns, psalms and simple anthems, and sing for the congregation a few times a year, always to great applause.',
  },
]

/** About Us → Music: the ministry, a word from Scripture and a way to reach the minister of music. */
export function AboutMusic() {
  const intro = usePageText('music')
  const musicMinister = staffByTitle(useStaff().data, /music/i)
  const sunday = formatClock(useServiceTimes().main.time)
  return (
    <section aria-labelledby="music-title">
      <h2 id="music-title" className="section-title">
        Music Ministry
      </h2>
      <div className="mt-4 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-4 text-lg leading-relaxed text-slate-700">
          <PlainText text={intro} />
        </div>
        <figure className="card self-start border-l-4 border-l-accent bg-white p-6">
          <blockquote className="text-lg italic leading-relaxed text-secondary">
            <p>
              “Let the word of Christ dwell in you richly, teaching and admonishing one another in all wisdom, singing psalms and hymns and
              spiritual songs, with thankfulness in your hearts to God.”
            </p>
          </blockquote>
          <figcaption className="mt-3 font-semibold text-slate-700">Colossians 3:16</figcaption>
        </figure>
      </div>

      <h3 className="mt-12 text-xl font-semibold text-secondary">Ways to Take Part</h3>
      <ul className="mt-4 grid gap-5 md:grid-cols-3">
        {MUSIC_GROUPS.map((group) => (
          <li key={group.name} className="card p-6">
            <h4 className="text-lg font-semibold text-secondary">{group.name}</h4>
            <p className="text-muted mt-2">{typeof group.text === 'function' ? group.text(sunday) : group.text}</p>
          </li>
        ))}
      </ul>

      {musicMinister?.email ? (
        <div className="card mt-10 flex flex-col gap-4 bg-white p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="text-lg font-semibold text-secondary">Join the Music Ministry</h3>
            <p className="text-muted mt-1">
              {musicMinister.name}, our {musicMinister.title}, would be glad to talk about singing or playing with us.
            </p>
          </div>
          <a href={`mailto:${musicMinister.email}`} className="btn-primary shrink-0">
            <MailIcon />
            Email {plainName(musicMinister.name)}
          </a>
        </div>
      ) : null}
    </section>
  )
}
