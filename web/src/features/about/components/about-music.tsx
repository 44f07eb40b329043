import { withSundayTime } from '@church/api/content/page-lists'
import { formatClock } from '@church/api/lib/service-times'
import { PageSection } from '../../../components/page-section'
import { ItemCards, PageBody } from '../../../components/staff-text'
import { usePageList, usePageText } from '../../church/api/get-page-texts'
import { useServiceTimes } from '../../church/api/get-service-times'
import { staffByTitle, useStaff } from '../../church/api/get-staff'
import { plainName } from '../about-sections'
import { MailLink } from './about-staff'

/** About Us → Music: the ministry, a word from Scripture and a way to reach the minister of music. */
export function AboutMusic() {
  const intro = usePageText('music')
  const musicMinister = staffByTitle(useStaff().data, /music/i)
  const { main } = useServiceTimes()
  const list = usePageList('music-groups')
  // A group's text may say the Sunday time: the groups wait for it rather than guess.
  const groups = main ? list : []
  const sunday = main ? formatClock(main.time) : ''
  return (
    <PageSection id="music-title" title="Music Ministry">
      <div className="mt-4 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <PageBody html={intro} className="text-lg leading-relaxed text-slate-700 [&>:last-child]:mb-0" />
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
      <ItemCards
        items={groups}
        className="mt-4 grid gap-5 md:grid-cols-3"
        cardClassName="card p-6"
        heading="h4"
        bodyOf={(body) => withSundayTime(body, sunday)}
      />

      {musicMinister?.email ? (
        <div className="card mt-10 flex flex-col gap-4 bg-white p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="text-lg font-semibold text-secondary">Join the Music Ministry</h3>
            <p className="text-muted mt-1">
              {musicMinister.name}, our {musicMinister.title}, would be glad to talk about singing or playing with us.
            </p>
          </div>
          <MailLink email={musicMinister.email} className="btn-primary shrink-0">
            Email {plainName(musicMinister.name)}
          </MailLink>
        </div>
      ) : null}
    </PageSection>
  )
}
