import { usePageText } from '../../features/church/api/get-page-texts'
import { useSiteConfig } from '../../features/site-config/api/get-site-config'
import { withDefaults } from '../../features/site-config/site-config'
import { MailIcon } from './about-staff'
import { PlainText } from './plain-text'

/** The Nicene Creed as printed in the Book of Common Prayer (2019) of the Anglican Church in North America. */
const NICENE_CREED = [
  ['We believe in one God,', 'the Father, the Almighty,', 'maker of heaven and earth,', 'of all that is, visible and invisible.'],
  [
    'We believe in one Lord, Jesus Christ,',
    'the only-begotten Son of God,',
    'eternally begotten of the Father,',
    'God from God, Light from Light,',
    'true God from true God,',
    'begotten, not made,',
    'of one Being with the Father;',
    'through him all things were made.',
    'For us and for our salvation he came down from heaven,',
    'was incarnate from the Holy Spirit and the Virgin Mary,',
    'and was made man.',
    'For our sake he was crucified under Pontius Pilate;',
    'he suffered death and was buried.',
    'On the third day he rose again in accordance with the Scriptures;',
    'he ascended into heaven',
    'and is seated at the right hand of the Father.',
    'He will come again in glory to judge the living and the dead,',
    'and his kingdom will have no end.',
  ],
  [
    'We believe in the Holy Spirit, the Lord, the giver of life,',
    'who proceeds from the Father [and the Son],',
    'who with the Father and the Son is worshiped and glorified,',
    'who has spoken through the prophets.',
    'We believe in one holy catholic and apostolic Church.',
    'We acknowledge one Baptism for the forgiveness of sins,',
    'and we look for the resurrection of the dead,',
    'and the life of the world to come. Amen.',
  ],
]

const BELIEFS = [
  {
    title: 'Holy Scripture',
    text: 'The Old and New Testaments are the inspired Word of God, containing all things necessary for salvation. They are the final authority for what we believe and how we live, and we read them aloud every time we gather.',
  },
  {
    title: 'God',
    text: 'There is one God, eternally Father, Son and Holy Spirit: the maker of all things, holy and just, and abounding in steadfast love for all he has made.',
  },
  {
    title: 'People',
    text: 'Every person is made in the image of God and has great dignity. Yet all of us have turned away from God in sin, and none of us can mend that break on our own.',
  },
  {
    title: 'Jesus',
    text: 'Jesus Christ is the eternal Son of God made man. He lived without sin, died on the cross for our sins, rose bodily from the dead, ascended into heaven, and will come again in glory.',
  },
  {
    title: 'Salvation',
    text: 'We are made right with God by grace alone, through faith in Christ alone, not by anything we earn. The Holy Spirit then renews us day by day to love God and our neighbor.',
  },
  {
    title: 'The Church',
    text: 'The Church is the body of Christ, one, holy, catholic and apostolic: the family of all who belong to him, where the Word is preached and the sacraments are rightly given.',
  },
  {
    title: 'The Creeds',
    text: 'We receive the Apostles’ Creed and the Nicene Creed as faithful summaries of the teaching of Scripture, confessed by Christians in every age and place, and we say them together in worship.',
  },
  {
    title: 'The Sacraments',
    text: 'Christ gave his Church two sacraments of the Gospel, Baptism and the Lord’s Supper: outward and visible signs of inward and spiritual grace, by which God feeds and strengthens our faith.',
  },
]

const externalLink = 'font-semibold text-primary underline underline-offset-4 hover:no-underline'

/** About Us → What We Believe: the Nicene Creed in full, eight core beliefs, our diocese and province, and a way to ask. */
export function AboutWhatWeBelieve() {
  const { data: config } = useSiteConfig()
  const church = withDefaults(config)
  const intro = usePageText('what-we-believe')

  return (
    <section aria-labelledby="beliefs-title">
      <h2 id="beliefs-title" className="section-title">
        What We Believe
      </h2>
      <div className="text-muted mt-3 max-w-3xl space-y-3 text-lg">
        <PlainText text={intro} />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <figure className="card bg-white p-5 sm:p-10">
          <h3 className="text-xl font-semibold text-secondary">The Nicene Creed</h3>
          <blockquote className="mt-5 space-y-5 font-serif text-base leading-relaxed text-slate-800 sm:text-lg">
            {NICENE_CREED.map((stanza) => (
              <p key={stanza[0]}>
                {/* One line of the prayer book per line here; a line too long for a phone wraps with a hanging indent. */}
                {stanza.map((line) => (
                  <span key={line} className="block pl-5 indent-[-1.25rem]">
                    {line}
                  </span>
                ))}
              </p>
            ))}
          </blockquote>
          <figcaption className="text-muted mt-6 text-sm">
            From The Book of Common Prayer (2019), Anglican Church in North America.
          </figcaption>
        </figure>
        <div className="rounded-xl bg-primary/5 p-6 sm:p-8">
          <h3 className="text-lg font-semibold text-secondary">Why We Say the Creed</h3>
          <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
            <p>
              Christians have confessed this creed since the Councils of Nicaea (325) and Constantinople (381). We say it together every
              Sunday at the Holy Eucharist: not as a checklist, but as the story of God’s love, Father, Son and Holy Spirit, told in the
              words of the whole Church.
            </p>
            <p>
              With the creeds, our faith is guided by the Book of Common Prayer, the Thirty-nine Articles of Religion and the Jerusalem
              Declaration, which the Anglican Church in North America receives as standards of its teaching.
            </p>
          </div>
        </div>
      </div>

      <h3 className="mt-12 text-xl font-semibold text-secondary">Our Core Beliefs</h3>
      <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {BELIEFS.map((belief) => (
          <li key={belief.title} className="card flex flex-col border-t-4 border-t-primary p-6">
            <h4 className="text-lg font-semibold text-secondary">{belief.title}</h4>
            <p className="text-muted mt-2">{belief.text}</p>
          </li>
        ))}
      </ul>

      <div className="card mt-12 bg-white p-6 sm:p-8">
        <h3 className="text-xl font-semibold text-secondary">Our Diocese and Province</h3>
        <p className="mt-3 leading-relaxed text-slate-700">
          We are a parish of the{' '}
          <a href="https://www.gulfatlantic.org/" target="_blank" rel="noopener noreferrer" className={externalLink}>
            Diocese of the Gulf Atlantic
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          , which joins us with Anglican congregations across our region, and of the{' '}
          <a href="https://anglicanchurch.net" target="_blank" rel="noopener noreferrer" className={externalLink}>
            Anglican Church in North America
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          , a province of Anglicans in the United States, Canada and Mexico. Through it we share communion with millions of Anglicans around
          the world who hold to the Scriptures, the creeds and the historic faith.
        </p>
      </div>

      <div className="mt-10 flex flex-col gap-3 rounded-xl bg-secondary p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h3 className="text-xl font-semibold">Have Questions About the Faith?</h3>
          <p className="mt-1 text-slate-200">Our clergy would be glad to talk, over email or over coffee.</p>
        </div>
        <a href={`mailto:${church.email}`} className="btn-light shrink-0">
          <MailIcon />
          Email Us
        </a>
      </div>
    </section>
  )
}
