import { isTranscriptFormat, TRANSCRIPT_FILES } from '@church/api/lib/transcript'
import { CardSection } from '../../../components/card-section'

type SermonTranscriptProps = { id: string; format: string; text: string }

/**
 * The sermon's transcript (docs/product.md#sermon-page): its words folded under a summary that says
 * how long it is, opened without JavaScript (a <details>), and the file as staff gave it to download.
 * Nothing when the sermon has none.
 */
export function SermonTranscript({ id, format, text }: SermonTranscriptProps) {
  if (!isTranscriptFormat(format) || text.trim() === '') return null
  const file = TRANSCRIPT_FILES[format]
  const words = (text.match(/\S+/g) ?? []).length
  return (
    <CardSection id="sermon-transcript" title="Transcript" small>
      <details className="group mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-primary hover:underline">
          <span className="group-open:hidden">Read the transcript</span>
          <span className="hidden group-open:inline">Hide the transcript</span>
          <span className="font-normal text-muted">({words.toLocaleString('en-US')} words)</span>
        </summary>
        <div className="mt-3 max-w-prose space-y-4 leading-relaxed text-slate-800">
          {text.split('\n\n').map((paragraph, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, never reordered
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      </details>
      <p className="mt-3">
        <a
          href={`/api/sermons/${id}/transcript`}
          download
          className="inline-flex min-h-11 items-center font-semibold text-primary underline"
        >
          Download the transcript ({file.name})
        </a>
      </p>
    </CardSection>
  )
}
