import { composeStories } from '@storybook/react'
import * as stories from './KeyFigures.stories'

// The stories as components, for the component tests (Storybook's portable stories).
export default composeStories(stories)
