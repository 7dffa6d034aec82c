import '@fontsource/inter/latin-400.css'
import '@fontsource/inter/latin-600.css'
import '@fontsource/inter/latin-700.css'
import '@fontsource/ibm-plex-sans-arabic/arabic-400.css'
import '@fontsource/ibm-plex-sans-arabic/arabic-600.css'
import '@fontsource/ibm-plex-sans-arabic/arabic-700.css'
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
