import type { I18n, MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react'
import { figures, type FigureName } from '#src/content/figures'
import * as styles from './FigureText.css.ts'

/** One of the company's figures, marked (`data-figure`) so tests can compare every place it appears. */
export function Figure({ name, className }: { name: FigureName; className?: string }) {
  const { i18n } = useLingui()
  return (
    <span data-figure={name} className={className ? `${styles.figure} ${className}` : styles.figure}>
      {i18n._(figures[name])}
    </span>
  )
}

const figureElements = Object.fromEntries(Object.keys(figures).map((name) => [name, <Figure name={name as FigureName} />]))

/** A text whose {placeholders} name figures of src/content/figures.ts: each is put in as a <Figure>. */
export function FigureText({ text }: { text: MessageDescriptor }) {
  return <Trans id={text.id} message={text.message} values={figureElements} />
}

/** The same text as plain words, where no markup can go (a page's intro is also its meta description). */
export function figureString(i18n: I18n, text: MessageDescriptor): string {
  return i18n._(text.id, Object.fromEntries(Object.entries(figures).map(([name, figure]) => [name, i18n._(figure)])))
}
