import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { Icon } from '#src/components/Icon/Icon'
import { useLocale } from '#src/i18n/LocaleProvider'
import type { LoadSearchEngine, SearchAnswer } from '#src/types/search'
import { siteSections } from '#src/navigation/navigation'
import * as styles from './SiteSearch.css.ts'

/** Typing pauses this long before a query runs (each key would otherwise be a search). */
const DEBOUNCE_MS = 150

type State =
  | { kind: 'idle' }
  | { kind: 'searching'; query: string }
  | { kind: 'answered'; query: string; answer: SearchAnswer }
  | { kind: 'failed'; query: string }

/**
 * The site search: a labelled search field whose results are listed below it as the visitor
 * types, each its page's title, section and an excerpt with the matched words marked, linking to
 * the page in the visitor's language. A polite status says how many were found, or that none
 * were. Arrow keys move between the field and the results, Enter follows one, Escape closes the
 * list (and a second Escape empties the field), or, in a dialog, closes the dialog. The engine
 * (Pagefind: its script, the language's metadata and WebAssembly) starts loading when the field
 * is first focused, while the visitor is about to type; the index chunks a query needs come with
 * the query. The first results are listed as soon as their data has come, the others as theirs
 * arrives.
 */
export function SiteSearch({
  loadEngine,
  fieldRef,
  onEscape,
}: {
  /** The engine for the page's language (it keeps it loaded): Pagefind (src/api/search.ts), or a story's stand-in. */
  loadEngine: LoadSearchEngine
  /** The search field, for the dialog that holds it to focus when it opens. */
  fieldRef?: RefObject<HTMLInputElement | null>
  /** What Escape does instead of closing the list: close the dialog that holds the search. */
  onEscape?: () => void
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const id = useId()
  const ownField = useRef<HTMLInputElement>(null)
  const field = fieldRef ?? ownField
  const list = useRef<HTMLOListElement>(null)
  const latest = useRef(0)
  const [state, setState] = useState<State>({ kind: 'idle' })
  const [open, setOpen] = useState(true)

  const run = (query: string) => {
    const ticket = ++latest.current
    const term = query.trim()
    setOpen(true)
    if (!term) return setState({ kind: 'idle' })
    setState({ kind: 'searching', query: term })
    window.setTimeout(() => {
      if (ticket !== latest.current) return
      loadEngine(locale)
        .then((ready) => ready.search(term))
        .then(
          (answer) => {
            if (ticket !== latest.current) return
            setState({ kind: 'answered', query: term, answer })
            // The status keeps its text (the count), so the longer list is not announced again.
            void answer.more?.then(
              (more) =>
                ticket === latest.current &&
                more.length > 0 &&
                setState({ kind: 'answered', query: term, answer: { ...answer, hits: [...answer.hits, ...more], more: undefined } }),
            )
          },
          () => ticket === latest.current && setState({ kind: 'failed', query: term }),
        )
    }, DEBOUNCE_MS)
  }

  // Text typed before the app hydrated (the page's HTML holds the field) is searched for.
  useEffect(() => {
    const input = field.current
    if (input?.value) run(input.value)
    // Once, at hydration: later changes come through the field's own events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const hits = state.kind === 'answered' && open ? state.answer.hits : []
  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])]

  const close = () => {
    setOpen(false)
    field.current?.focus()
  }

  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault()
      onEscape()
    } else if (event.key === 'ArrowDown' && hits.length > 0) {
      event.preventDefault()
      links()[0]?.focus()
    } else if (event.key === 'Enter' && hits[0]) {
      event.preventDefault()
      navigate(hits[0].url)
    } else if (event.key === 'Escape' && hits.length > 0) {
      // The list closes first; the browser's own Escape (emptying the field) waits for the next press.
      event.preventDefault()
      close()
    } else if (event.key === 'Escape' && !open) {
      event.preventDefault()
      event.currentTarget.value = ''
      run('')
    }
  }

  const onResultKey = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const all = links()
    const at = all.indexOf(document.activeElement as HTMLAnchorElement)
    if (at < 0) return
    const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[event.key]
    if (event.key === 'Escape') {
      event.preventDefault()
      if (onEscape) onEscape()
      else close()
    } else if (move !== undefined) {
      event.preventDefault()
      if (move < 0) field.current?.focus()
      else all[Math.min(move, all.length - 1)]?.focus()
    }
  }

  const status = statusText()
  function statusText(): string {
    if (state.kind === 'failed') return t`Search could not load. Check your connection and try again.`
    if (state.kind !== 'answered') return ''
    const { query, answer } = state
    const count = answer.total
    if (count === 0) return t`No results for “${query}”`
    return t`${plural(count, { one: `# result for “${query}”`, other: `# results for “${query}”` })}`
  }

  return (
    <div role="search" className={styles.root}>
      <label htmlFor={`${id}-field`} className={styles.label}>
        {t`Search the site`}
      </label>
      <div className={styles.field}>
        <Icon name="search" size={20} className={styles.icon} />
        <input
          ref={field}
          id={`${id}-field`}
          type="search"
          className={styles.input}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={`${id}-status`}
          aria-controls={`${id}-results`}
          // Loaded here, its failure is told when a query needs it (and it is tried again then).
          onFocus={() => void loadEngine(locale).catch(() => undefined)}
          onChange={(event) => run(event.target.value)}
          onKeyDown={onFieldKey}
        />
      </div>
      <p id={`${id}-status`} role="status" className={styles.status}>
        {status}
      </p>
      <ol id={`${id}-results`} ref={list} className={styles.results} aria-label={t`Search results`} hidden={hits.length === 0}>
        {hits.map((hit) => {
          const section = siteSections.find(({ id }) => id === hit.section)
          return (
            <li key={hit.url}>
              <Link to={hit.url} className={styles.result} onKeyDown={onResultKey}>
                <span className={styles.title}>{hit.title}</span>
                {section && <span className={styles.section}>{i18n._(section.label)}</span>}
                <span className={styles.excerpt}>
                  {hit.excerpt.map((part, index) =>
                    part.marked ? (
                      <mark key={index} className={styles.mark}>
                        {part.text}
                      </mark>
                    ) : (
                      part.text
                    ),
                  )}
                </span>
              </Link>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
