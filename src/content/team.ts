import { msg } from '@lingui/core/macro'
import type { TeamMember } from './types'

/**
 * Team page (docs/product.md "Team"): six board members and five executives; the home page previews the
 * first three board members. A portrait: put the photo in public/images/team/ and name it in `photo`.
 */

export const boardOfDirectors: TeamMember[] = [
  {
    id: 'fahad-al-qahtani',
    name: msg({ message: 'Eng. Fahad Al-Qahtani', comment: 'Person name: write it in Arabic script' }),
    role: msg`Chairman of the Board`,
    photo: null,
  },
  {
    id: 'abdulrahman-al-harbi',
    name: msg({ message: 'Dr. Abdulrahman Al-Harbi', comment: 'Person name: write it in Arabic script' }),
    role: msg`Vice Chairman`,
    photo: null,
  },
  {
    id: 'khalid-al-mutairi',
    name: msg({ message: 'Mr. Khalid Al-Mutairi', comment: 'Person name: write it in Arabic script' }),
    role: msg`Board Member`,
    photo: null,
  },
  {
    id: 'noura-al-shehri',
    name: msg({ message: 'Dr. Noura Al-Shehri', comment: 'Person name: write it in Arabic script' }),
    role: msg`Board Member`,
    photo: null,
  },
  {
    id: 'saad-al-dosari',
    name: msg({ message: 'Mr. Saad Al-Dosari', comment: 'Person name: write it in Arabic script' }),
    role: msg`Independent Board Member`,
    photo: null,
  },
  {
    id: 'reem-al-zahrani',
    name: msg({ message: 'Ms. Reem Al-Zahrani', comment: 'Person name: write it in Arabic script' }),
    role: msg`Independent Board Member`,
    photo: null,
  },
]

export const executiveTeam: TeamMember[] = [
  {
    id: 'majed-al-ghamdi',
    name: msg({ message: 'Dr. Majed Al-Ghamdi', comment: 'Person name: write it in Arabic script' }),
    role: msg`Chief Executive Officer`,
    photo: null,
  },
  {
    id: 'turki-al-anazi',
    name: msg({ message: 'Mr. Turki Al-Anazi', comment: 'Person name: write it in Arabic script' }),
    role: msg`Chief Financial Officer`,
    photo: null,
  },
  {
    id: 'sultan-al-shammari',
    name: msg({ message: 'Eng. Sultan Al-Shammari', comment: 'Person name: write it in Arabic script' }),
    role: msg`Chief Operating Officer`,
    photo: null,
  },
  {
    id: 'lama-al-subaie',
    name: msg({ message: 'Dr. Lama Al-Subaie', comment: 'Person name: write it in Arabic script' }),
    role: msg`Dental Division Director`,
    photo: null,
  },
  {
    id: 'omar-al-rashidi',
    name: msg({ message: 'Dr. Omar Al-Rashidi', comment: 'Person name: write it in Arabic script' }),
    role: msg`Medical Division Director`,
    photo: null,
  },
]

/** Home page board preview (docs/product.md "Home"): the first three board members. */
export const homeBoardPreview: TeamMember[] = boardOfDirectors.slice(0, 3)
