import { composeStories } from '@storybook/react'
import { useLayoutEffect, type ComponentType } from 'react'
import type { Locale } from '#src/i18n/locales'
import preview from '../.storybook/preview'

type StoriesModule = Parameters<typeof composeStories>[0]

// Every story file of the project, as Storybook finds them (.storybook/main.ts).
const modules = import.meta.glob<StoriesModule>('../src/**/*.stories.tsx', { eager: true })

/**
 * One story, named by its file and export, as Storybook renders it: its own decorators and args,
 * and the project's (.storybook/preview.tsx), in the chosen language. Props are strings, so a
 * component test can name any story without importing each file (src/stories.spec.tsx).
 * A story that sets its own language is drawn in it whatever the chosen one; the root element's
 * `data-story-locale` says so, so that the screenshots mount it once, not once a language.
 */
export function StoryByName({ file, name, locale }: { file: string; name: string; locale: Locale }) {
  const module = modules[`../${file}`]
  if (!module) throw new Error(`No stories file ${file}`)
  const stories: Record<string, ComponentType> = composeStories(module, { ...preview, initialGlobals: { ...preview.initialGlobals, locale } })
  const Story = stories[name]
  if (!Story) throw new Error(`${file} has no story ${name}`)
  const own = (module as unknown as Record<string, { globals?: { locale?: Locale } } | undefined>)[name]?.globals?.locale
  useLayoutEffect(() => {
    const root = document.documentElement
    if (own) root.dataset.storyLocale = own
    return () => root.removeAttribute('data-story-locale')
  }, [own])
  return <Story />
}
