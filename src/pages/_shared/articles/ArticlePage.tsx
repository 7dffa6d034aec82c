import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router-dom'
import { ArticleCards } from '#src/components/ArticleCard/ArticleCards'
import { BlurImage } from '#src/components/BlurImage/BlurImage'
import { Section } from '#src/components/Section/Section'
import { Icon } from '#src/components/Icon/Icon'
import { SafeHtml } from '#src/components/SafeHtml/SafeHtml'
import { JsonLd } from '#src/layout/Page/StructuredData'
import { config } from '#src/config'
import { brand } from '#src/content/brand'
import { isolateAcross } from '#src/i18n/bidi'
import { showDateRange } from '#src/i18n/dates'
import { useLocale } from '#src/i18n/LocaleProvider'
import { localeInfo, localizePath } from '#src/i18n/locales'
import { publishedImage } from './publishedImage'
import { articleStructuredData } from './structuredData'
import { Page } from '#src/layout/Page/Page'
import { container } from '#src/theme/global.css.ts'
import { NotFoundPage } from '#src/pages/_shared/errors/NotFoundPage'
import { articleSections } from '#src/site'
import { canonicalArticleId } from './articleId'
import { FeedHead, FeedLinks } from '#src/components/FeedLinks/FeedLinks'
import { eventCalendarPath, feedPath } from '#src/pages/_shared/listing/feeds'
import { failureMessages } from '#src/pages/_shared/errors/failures'
import { articleFailure, fetchArticle, isArticleShell, type ArticleData, type ArticleKind, type loadArticle } from './articleData'
import * as styles from './ArticlePage.css.ts'
import { ButtonLink } from '#src/components/Button/Button'
import { usePageData } from '#src/layout/Page/Page'
import { useHydrating } from '#src/pages/_shared/hydrating'

/** `prebuilt`: the article's data came in its page (a build's), not from the dashboard in the browser. */
type ClientState =
  | { status: 'shell' }
  | { status: 'loading' }
  | { status: 'ready'; data: ArticleData; prebuilt: boolean }
  | { status: 'missing' }
  | { status: 'failed' }

/**
 * An article published after the build has no data in its page: the shell fetches it from the
 * dashboard in the browser, and shows the 404 page when the dashboard does not know it or the
 * address holds no canonical id (src/site.ts).
 *
 * The first render in the browser is the markup of the HTML the host sent, whatever the address:
 * the article, the shell (its data is the shell's mark), or, with no data at all, the 404 page
 * (what the host answers for `/news/page`, or on a host without the shell). Then it decides.
 */
function useArticle(kind: ArticleKind): ClientState {
  const data = usePageData<typeof loadArticle, null>()
  const built = data != null && !isArticleShell(data) ? data : null
  const { id } = useParams()
  const locale = useLocale()
  const hydrating = useHydrating()
  const [state, setState] = useState<ClientState>(() => {
    if (built) return { status: 'ready', data: built, prebuilt: true }
    if (hydrating) return data ? { status: 'shell' } : { status: 'missing' }
    // A link followed in the browser: no HTML to meet.
    return canonicalArticleId(id) === null ? { status: 'missing' } : { status: 'loading' }
  })
  useEffect(() => {
    if (built) return setState({ status: 'ready', data: built, prebuilt: true })
    const articleId = canonicalArticleId(id)
    if (articleId === null) return setState({ status: 'missing' })
    let current = true
    setState({ status: 'loading' })
    // Only an article published after the build gets here: the client is loaded for it alone.
    import('#src/api/client')
      .then(({ createDashboard }) => fetchArticle(createDashboard(), kind, articleId, locale))
      .then(
        (data) => current && setState(data ? { status: 'ready', data, prebuilt: false } : { status: 'missing' }),
        () => current && setState({ status: 'failed' }),
      )
    return () => {
      current = false
    }
  }, [built, id, kind, locale])
  return state
}

export function ArticlePage({ kind }: { kind: ArticleKind }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const state = useArticle(kind)
  const section = `/${articleSections[kind]}`
  const art = kind === 'news' ? 'news-article' : 'event-article'

  if (state.status === 'missing') return <NotFoundPage />
  // The shell's HTML, read without JavaScript (and until the page hydrates): the way on is the list.
  if (state.status === 'shell') {
    return (
      <Page
        art={art}
        title={t`This article needs JavaScript`}
        intro={t`It was published after this page was built, so your browser loads it from our dashboard: without JavaScript it cannot be shown.`}
        noIndex
        heroActions={
          <ButtonLink to={section} tone="light">
            {kind === 'news' ? t`All news` : t`All education events`}
          </ButtonLink>
        }
      />
    )
  }
  if (state.status !== 'ready') {
    const failed = state.status === 'failed'
    return (
      <Page
        art={art}
        title={failed ? i18n._(failureMessages[articleFailure[kind]]) : t`Loading`}
        heading={failed ? i18n._(failureMessages[articleFailure[kind]]) : t`Loading…`}
        noIndex
        heroActions={
          failed ? (
            <ButtonLink to="/" tone="light">
              {t`Back Home`}
            </ButtonLink>
          ) : undefined
        }
      />
    )
  }

  const { data, prebuilt } = state
  const { article } = data
  const heading = article.header
  // Isolated only where its direction is not the page's (an English name in an Arabic title).
  const header = isolateAcross(heading, localeInfo[locale].dir)
  // An event from its first day to its last, when the dashboard gives its end.
  const until = data.kind === 'event' ? data.article.end_date : null
  const date = showDateRange(article.created_at, until, locale)
  const url = `${config.siteUrl}${localizePath(`${section}/${article.id}`, locale)}`
  const feed = {
    label: data.kind === 'news' ? t`News` : t`Education events`,
    href: localizePath(feedPath(data.kind), locale),
    type: 'application/atom+xml' as const,
  }
  // A pre-rendered event with a date has its calendar file (scripts/export/feeds.ts); one published after the build has none yet.
  const calendar =
    data.kind === 'event' && prebuilt && article.created_at
      ? { label: t`Add to calendar`, href: localizePath(eventCalendarPath(article.id), locale), type: 'text/calendar' as const }
      : null
  return (
    <Page
      art={art}
      title={data.kind === 'news' ? t`${header} News` : t`${header} Event`}
      shortestTitle={heading}
      heading={heading}
      intro={article.description || undefined}
      image={{ ...publishedImage(article.image), alt: article.image.alt }}
    >
      <FeedHead links={[feed]} siteUrl={config.siteUrl} />
      <JsonLd data={articleStructuredData(data, url, locale, i18n._(brand.name))} />
      <article className={`${container} ${styles.article}`}>
        <figure className={styles.figure}>
          <BlurImage picture={article.image} shape="banner" priority />
          {article.image_title ? <figcaption className={styles.caption}>{article.image_title}</figcaption> : null}
        </figure>
        {/* The facts first (a phone reads them before the text); from tablets up they stand beside it.
            Facts for the eye, not text for the search index (docs/decisions/0046), as is the call to action. */}
        <div className={styles.facts} data-pagefind-ignore="">
          <dl className={styles.factList}>
            {date ? (
              <div>
                <dt>{t`Date`}</dt>
                <dd>
                  <time {...date.attributes}>{date.text}</time>
                </dd>
              </div>
            ) : null}
            {data.kind === 'event' ? (
              <div>
                <dt>{t`Location`}</dt>
                <dd>
                  <bdi>{data.article.location}</bdi>
                </dd>
              </div>
            ) : (
              <div>
                <dt>{t`Category`}</dt>
                <dd>
                  <bdi>{data.article.tag}</bdi>
                </dd>
              </div>
            )}
          </dl>
          {calendar ? <FeedLinks links={[calendar]} /> : null}
        </div>
        <div className={styles.body}>
          <SafeHtml html={article.introduction} className={styles.introduction} />
          <SafeHtml html={article.html_content} />
        </div>
        <div className={styles.contact} data-pagefind-ignore="">
          <h2 className={styles.contactTitle}>{t`Would you like to know more?`}</h2>
          <ButtonLink to="/contact-us" tone="primary">
            {t`Contact us`}
          </ButtonLink>
        </div>
      </article>
      {data.related.length > 0 ? (
        <Section id="related-heading" title={data.kind === 'news' ? t`Additional News` : t`Additional Events`}>
          {data.kind === 'news' ? <ArticleCards kind="news" items={data.related} /> : <ArticleCards kind="event" items={data.related} />}
          <ButtonLink to={section} tone="primary">
            {t`View More`}
            <Icon name="arrowForward" size={20} />
          </ButtonLink>
        </Section>
      ) : null}
    </Page>
  )
}
