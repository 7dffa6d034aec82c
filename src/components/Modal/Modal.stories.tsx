import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef } from 'react'
import { Icon } from '#src/components/Icon/Icon'
import { Modal, modalOpener } from './Modal'

/** The drawer's words and two of its links in each language (locales/<lang>/layout.po). */
const words = {
  en: { menu: 'Menu', close: 'Close menu', links: ['Products', 'Contact us'] },
  ar: { menu: 'القائمة', close: 'إغلاق القائمة', links: ['المنتجات', 'تواصل معنا'] },
} as const

/**
 * A modal and the button that opens it, over a link it makes inert. Its content exists only while
 * it is open (the function form of `children`, as the partner pop-up's video player).
 */
function ModalWithOpener({ language, placement }: { language: keyof typeof words; placement: 'center' | 'end' }) {
  const opener = useRef<HTMLButtonElement>(null)
  const { menu, close, links } = words[language]
  return (
    <main>
      <a href="#behind">{links[1]}</a>
      <button ref={opener} {...modalOpener('story-modal')}>
        <Icon name="menu" />
        <span>{menu}</span>
      </button>
      <Modal id="story-modal" title={menu} closeLabel={close} returnFocusTo={opener} placement={placement}>
        {(open) =>
          open ? (
            <ul>
              {links.map((label) => (
                <li key={label}>
                  <a href={`#${label}`}>{label}</a>
                </li>
              ))}
            </ul>
          ) : null
        }
      </Modal>
    </main>
  )
}

// The one dialog of the site, alone; PartnerCard (a pop-up) and Drawer (placement "end") show it in use.
const meta = {
  title: 'Components/Modal',
  component: ModalWithOpener,
  parameters: { layout: 'padded' },
  args: { language: 'en', placement: 'center' },
} satisfies Meta<typeof ModalWithOpener>

export default meta
type Story = StoryObj<typeof meta>

const openModal: Story['play'] = async ({ canvasElement }) => {
  canvasElement.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')?.click()
}

export const ClosedEnglish: Story = { globals: { locale: 'en' } }
export const OpenEnglish: Story = { globals: { locale: 'en' }, play: openModal }
export const OpenArabic: Story = { globals: { locale: 'ar' }, args: { language: 'ar' }, play: openModal }
/** At the inline end, full height: the right in English, the left in Arabic. */
export const AtTheEndArabic: Story = { globals: { locale: 'ar' }, args: { language: 'ar', placement: 'end' }, play: openModal }
