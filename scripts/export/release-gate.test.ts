import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ReleaseGateError, releaseFindings, releaseGate, scanText } from './release-gate'

const trees: string[] = []
afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true })
})

/** An export of the files given, by path. */
function exportOf(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'release-gate-'))
  trees.push(dir)
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

const found = (dir: string) => releaseFindings(dir).map(({ file, url, kind }) => `${kind} ${file} ${url}`)

describe('the release gate', () => {
  it('names each loopback, non-public and plain-http URL with its file, wherever the export carries it', () => {
    const dir = exportOf({
      _headers:
        "/*\n  Content-Security-Policy: default-src 'self'; img-src 'self' data: http://127.0.0.1:4010; connect-src 'self' 10.0.0.5:8080 http:; form-action https://script.google.com\n",
      'contact-us.html': '<form method="post" action="http://localhost:4010/webhooks/contact"></form>',
      'news/1.html': [
        '<meta property="og:image" content="http://192.168.1.20/images/a.jpg">',
        '<meta name="twitter:image" content="https://[fd00::1]/b.jpg">',
        '<script type="application/ld+json">{"image":"http:\\/\\/127.1:4010\\/images\\/news-1.jpg"}</script>',
        '<img src="//169.254.169.254/latest/meta-data">',
      ].join('\n'),
      'static-loader-data/news/1.abc.json': '{"image":{"src":"https://[::1]:4010/images/news-1.jpg"}}',
      'news/feed.xml': '<feed xmlns="http://www.w3.org/2005/Atom"><link href="http://www.wahat-medical.example/news/1"/></feed>',
      'education-events/1.ics': 'BEGIN:VCALENDAR\r\nURL:https://172.16.0.9/education-eve\r\n nts/1\r\nEND:VCALENDAR\r\n',
      'sitemap.xml': '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><loc>https://app.localhost/</loc></urlset>',
      'robots.txt': 'Sitemap: http://www.wahat-medical.example/sitemap.xml\n',
      'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://127.0.0.1/x.png"/></svg>',
      // Compressed media are not text: what reads as a URL in them is metadata.
      '_img/a.jpg': Buffer.from('\u00ff\u00d8 http://ns.adobe.com/xap/1.0/ http://127.0.0.1/x', 'latin1'),
    })
    expect(found(dir).sort()).toEqual(
      [
        'loopback _headers http://127.0.0.1:4010',
        'non-public _headers 10.0.0.5:8080',
        'plain-http _headers http:',
        'loopback contact-us.html http://localhost:4010/webhooks/contact',
        'non-public news/1.html http://192.168.1.20/images/a.jpg',
        'non-public news/1.html https://[fd00::1]/b.jpg',
        'loopback news/1.html http://127.1:4010/images/news-1.jpg',
        'non-public news/1.html //169.254.169.254/latest/meta-data',
        'loopback static-loader-data/news/1.abc.json https://[::1]:4010/images/news-1.jpg',
        'plain-http news/feed.xml http://www.wahat-medical.example/news/1',
        'non-public education-events/1.ics https://172.16.0.9/education-events/1',
        'loopback sitemap.xml https://app.localhost/',
        'plain-http robots.txt http://www.wahat-medical.example/sitemap.xml',
        'loopback images/logo.svg https://127.0.0.1/x.png',
      ].sort(),
    )
    expect(() => releaseGate(dir)).toThrow(ReleaseGateError)
    expect(() => releaseGate(dir)).toThrow(/^The export must not ship 14 URLs and values \(14 distinct\) in 9 files/)
    expect(() => releaseGate(dir)).toThrow('  contact-us.html\n    http://localhost:4010/webhooks/contact  (a loopback name)')
    expect(() => releaseGate(dir)).toThrow('http://192.168.1.20/images/a.jpg  (a private address)')
  })

  it('passes an export on public https origins, with XML namespace names and public https everywhere', () => {
    const dir = exportOf({
      _headers: "/*\n  Content-Security-Policy: default-src 'self'; img-src 'self' data: https://dashboard.example.com; connect-src 'self' https:\n",
      'index.html':
        '<html><head><meta property="og:image" content="https://www.example.com/_img/a-1280.jpg"></head><body><svg xmlns="http://www.w3.org/2000/svg"></svg>' +
        '<form action="https://script.google.com/macros/s/x/exec"></form></body></html>',
      'assets/app.js': 'const a=`http://www.w3.org/1999/xhtml`,b=`http://www.w3.org/1998/Math/MathML`;// a comment 1//2',
      'sitemap.xml': '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"></urlset>',
    })
    expect(found(dir)).toEqual([])
    expect(() => releaseGate(dir)).not.toThrow()
  })

  it("names each of the project's placeholders left in the export, with its file: an .example host or address, the default booking link, a 000 0000 phone", () => {
    const dir = exportOf({
      'contact-us.html':
        '<a href="tel:+966110000000">+966&nbsp;11&nbsp;000&nbsp;0000</a><a href="mailto:riyadh@wahat-medical.example">riyadh@<wbr>wahat-medical.example</a>' +
        '<a href="https://www.nordenta.example">Nordenta</a>',
      'book-a-meeting.html': '<a href="https://calendly.com/wahat-medical-example/30min">Book</a>',
      'assets/app.js': 'const o={phone:"+966 12 000 0000",display:"+966\\u00a013\\u00a0000\\u00a00000",m:"jeddah@wahat-medical.example"}',
    })
    expect(found(dir).sort()).toEqual(
      [
        'placeholder contact-us.html +966110000000',
        'placeholder contact-us.html +966&nbsp;11&nbsp;000&nbsp;0000',
        'placeholder contact-us.html riyadh@wahat-medical.example',
        'placeholder contact-us.html https://www.nordenta.example',
        'placeholder book-a-meeting.html https://calendly.com/wahat-medical-example/30min',
        'placeholder assets/app.js +966 12 000 0000',
        'placeholder assets/app.js +966\\u00a013\\u00a0000\\u00a00000',
        'placeholder assets/app.js jeddah@wahat-medical.example',
      ].sort(),
    )
    expect(() => releaseGate(dir)).toThrow('    +966110000000  (an example phone number)')
    expect(() => releaseGate(dir)).toThrow('riyadh@wahat-medical.example  (an example e-mail address)')
    // The company's own details, and addresses at reserved names that are not the project's placeholders, pass.
    const filled = exportOf({
      'contact-us.html':
        '<a href="tel:+966112345678">+966&nbsp;11&nbsp;234&nbsp;5678</a><a href="mailto:riyadh@wahat.com.sa">x</a><a href="https://calendly.com/wahat/30min">b</a>',
      'assets/vendor.js': '/* see user@example.com or https://example.com/docs; new URL(path, "https://example"); 10000000 */',
    })
    expect(found(filled)).toEqual([])
  })

  it('counts a URL repeated in a file once, with its number of occurrences', () => {
    expect(scanText('a.html', '"http://127.0.0.1:4010/a.jpg" "http://127.0.0.1:4010/a.jpg" http://10.1.2.3/')).toEqual([
      { file: 'a.html', url: 'http://127.0.0.1:4010/a.jpg', kind: 'loopback', why: 'a loopback address', count: 2 },
      { file: 'a.html', url: 'http://10.1.2.3/', kind: 'non-public', why: 'a private address', count: 1 },
    ])
  })
})
