import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react'
import { media } from '#src/theme/theme.css.ts'
import * as styles from './Reveal.css.ts'

/** docs/product.md "Numbers": reveal fires once, when at least this share of the block is in view. */
const REVEAL_THRESHOLD = 0.2
/** docs/product.md "Numbers": in a revealed text each word starts 0.1s after the one before. */
const REVEAL_WORD_STEP = 0.1

type RevealState = 'static' | 'waiting' | 'shown'

/**
 * Fades its content in upward the first time it scrolls into view. The server render and a
 * browser without JavaScript show it at once; it is only hidden after hydration, when it is
 * below the fold and the visitor has not asked for reduced motion.
 */
export function Reveal({
  as: Tag = 'div',
  className,
  words = false,
  children,
}: {
  as?: ElementType
  className?: string
  /** Reveal word by word (RevealWords) instead of as one block. */
  words?: boolean
  children: ReactNode
}) {
  const ref = useRef<HTMLElement>(null)
  const [state, setState] = useState<RevealState>('static')

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia(media.reducedMotion).matches) return
    if (element.getBoundingClientRect().top < window.innerHeight) return
    setState('waiting')
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('shown')
          observer.disconnect()
        }
      },
      { threshold: REVEAL_THRESHOLD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <Tag ref={ref} className={[words ? styles.revealWords : styles.reveal, className].filter(Boolean).join(' ')} data-reveal={state}>
      {children}
    </Tag>
  )
}

/** A text that fades in word after word, 0.1s apart, the first time it is scrolled into view. */
export function RevealWords({ text }: { text: string }) {
  let index = 0
  return (
    <Reveal as="span" words>
      {text.split(/(\s+)/).map((part, position) =>
        /^\s*$/.test(part) ? (
          part
        ) : (
          <span key={position} className={styles.word} style={{ transitionDelay: `${(index++ * REVEAL_WORD_STEP).toFixed(1)}s` }}>
            {part}
          </span>
        ),
      )}
    </Reveal>
  )
}
