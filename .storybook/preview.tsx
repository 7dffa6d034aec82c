// The site's own faces (one place: src/theme/fonts.css), not fontsource's stylesheets.
import '../src/theme/fonts.css'
import type { Preview } from '@storybook/react-vite'
import { LocaleFrame, Providers } from '../stories/Providers'
import type { Locale } from '../src/i18n/locales'

const preview: Preview = {
  // The toolbar switches language, and with it direction (en/ltr, ar/rtl).
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (LTR)' },
          { value: 'ar', title: 'العربية (RTL)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    // `parameters.router: false`: the story brings its own (data) router, as the component tests' `router: false`.
    (Story, context) => {
      const locale = (context.globals.locale as Locale) ?? 'en'
      if (context.parameters.router === false) {
        return (
          <LocaleFrame locale={locale}>
            <Story />
          </LocaleFrame>
        )
      }
      return (
        <Providers locale={locale} path={(context.parameters.path as string) ?? '/'}>
          <Story />
        </Providers>
      )
    },
  ],
}

export default preview
