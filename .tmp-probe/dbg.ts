import { createImagePipeline } from '../scripts/build/images'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
const root = mkdtempSync(join(tmpdir(), 'dbg-'))
const p = createImagePipeline({ outDir: join(root, 'd'), publicDir: 'public', cacheDir: join(root, 'c') })
const a = await Promise.all([p.prepare('/placeholder.jpg'), p.prepare('/placeholder.jpg')])
console.log(a, await p.finish())
