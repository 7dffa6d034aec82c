import { RevealWords } from '#src/components/Reveal/Reveal'

/** A heading revealed word by word, first out of view below a page's worth of content. */
export function RevealHarness({ text }: { text: string }) {
  return (
    <div>
      <div style={{ height: '2000px' }} />
      <h2>
        <RevealWords text={text} />
      </h2>
    </div>
  )
}
