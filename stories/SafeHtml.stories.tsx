import type { Meta, StoryObj } from '@storybook/react-vite'
import { SanitisedHtml } from './SanitisedHtml'

// SafeHtml renders sanitised HTML only: each story's raw HTML goes through the site's sanitiser first.
const meta = {
  title: 'Components/SafeHtml',
  component: SanitisedHtml,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SanitisedHtml>

export default meta
type Story = StoryObj<typeof meta>

export const ArticleEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    html: '<h2>Programme</h2><p>A day on <strong>guided surgery</strong>, with <a href="https://www.saudi-dental-society.example/">our partner society</a>.</p><ul><li>Planning</li><li>Placement</li><li>Restoration</li></ul><p><a href="/contact-us">Register with our team</a>.</p>',
  },
}
export const ArticleArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    html: '<h2>البرنامج</h2><p>يوم كامل عن <strong>الجراحة الموجّهة</strong> بالتعاون مع <a href="https://www.saudi-dental-society.example/">الجمعية الشريكة</a>.</p><ul><li>التخطيط</li><li>الزراعة</li><li>التركيب</li></ul>',
  },
}
/** Hostile input: what is left after sanitising (the script and handler are gone). */
export const Hostile: Story = {
  globals: { locale: 'en' },
  args: { html: '<p>Before</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a><p>After</p>' },
}
