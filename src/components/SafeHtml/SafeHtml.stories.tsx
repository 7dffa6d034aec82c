import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { sanitizeHtml } from '#src/api/sanitize'
import type { SanitizedHtml } from '#src/types/html'
import { xssVectors } from '#tooling/dashboard/xss-vectors'
import { SafeHtml } from './SafeHtml'

/**
 * Raw dashboard HTML the way a page gets it: through the site's sanitiser (here in the browser,
 * with DOMPurify loaded on demand, as for an article published after the build), then SafeHtml,
 * each in its own block. Renders nothing until every block is clean.
 */
function Sanitised({ html }: { html: string[] }) {
  const [clean, setClean] = useState<SanitizedHtml[] | null>(null)
  useEffect(() => {
    let current = true
    Promise.all(html.map((each) => sanitizeHtml(each))).then((result) => current && setClean(result))
    return () => {
      current = false
    }
  }, [html])
  return (
    <main>
      {clean?.map((each, index) => (
        <section key={index} data-block={index + 1}>
          <SafeHtml html={each} />
        </section>
      ))}
    </main>
  )
}

// SafeHtml renders sanitised HTML only: each story's raw HTML goes through the site's sanitiser first.
const meta = {
  title: 'Components/SafeHtml',
  component: Sanitised,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Sanitised>

export default meta
type Story = StoryObj<typeof meta>

export const ArticleEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    html: [
      '<h2>Programme</h2><p>A day on <strong>guided surgery</strong>, with <a href="https://www.saudi-dental-society.example/">our partner society</a>.</p><ul><li>Planning</li><li>Placement</li><li>Restoration</li></ul><p><a href="/contact-us">Register with our team</a>.</p>',
    ],
  },
}
export const ArticleArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    html: [
      '<h2>البرنامج</h2><p>يوم كامل عن <strong>الجراحة الموجّهة</strong> بالتعاون مع <a href="https://www.saudi-dental-society.example/">الجمعية الشريكة</a>.</p><ul><li>التخطيط</li><li>الزراعة</li><li>التركيب</li></ul>',
    ],
  },
}
/**
 * Emphasis and citations in Arabic: upright (Arabic has no italic, and a slanted Arabic letter is a
 * synthetic oblique), emphasis in bold; English words inside keep Arabic's rule, as their paragraph is Arabic.
 */
export const EmphasisArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    html: [
      '<p>ويمكن لأخصائيينا ترتيب <em>أسبوع تجربة مجاني</em> في عيادتكم، كما ورد في <cite>دليل الزراعة السنية</cite> و<i>Implant Dentistry Today</i>.</p><p><strong>تنبيه:</strong> <em>المقاعد محدودة</em>.</p>',
    ],
  },
}
/** Emphasis in English: italic, as the browser draws it. */
export const EmphasisEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    html: ['<p>Our specialists can arrange a <em>free trial week</em> in your clinic, as described in <cite>Implant Dentistry Today</cite>.</p>'],
  },
}
/** Hostile input: what is left after sanitising (the script and handler are gone). */
export const Hostile: Story = {
  globals: { locale: 'en' },
  args: { html: ['<p>Before</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a><p>After</p>'] },
}
/** Every vector of the fixture dashboard's XSS corpus (tooling/dashboard/xss-vectors.ts), each in its own block. */
export const XssCorpus: Story = { globals: { locale: 'en' }, args: { html: xssVectors.map((vector) => vector.html) } }
