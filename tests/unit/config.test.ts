import { describe, expect, it } from 'vitest'
import { ConfigError, DEFAULT_SCHEDULER_URL, DEFAULT_SITE_URL, parseConfig } from '#src/config'

describe('parseConfig', () => {
  it('has defaults for every variable', () => {
    expect(parseConfig({})).toEqual({
      dashboardUrl: null,
      siteUrl: DEFAULT_SITE_URL,
      contactWebhookUrl: null,
      schedulerUrl: DEFAULT_SCHEDULER_URL,
      dashboardTimeoutMs: 15_000,
      dashboardDeadlineMs: 300_000,
      imageHosts: [],
    })
  })

  it('reads absolute http(s) URLs and drops a trailing slash', () => {
    const config = parseConfig({
      DASHBOARD_URL: 'http://127.0.0.1:4010/',
      SITE_URL: ' https://www.example.com/ ',
      CONTACT_WEBHOOK_URL: 'https://script.example.com/exec',
      SCHEDULER_URL: 'https://calendar.example.com/team/30min',
    })
    expect(config).toMatchObject({
      dashboardUrl: 'http://127.0.0.1:4010',
      siteUrl: 'https://www.example.com',
      contactWebhookUrl: 'https://script.example.com/exec',
      schedulerUrl: 'https://calendar.example.com/team/30min',
    })
  })

  it.each(['DASHBOARD_URL', 'CONTACT_WEBHOOK_URL', 'SITE_URL', 'SCHEDULER_URL'])(
    'rejects credentials in %s, which the bundle would publish, without repeating them',
    (variable) => {
      const parse = () => parseConfig({ [variable]: 'https://builder:s3cret@dash.example/api' })
      expect(parse).toThrow(ConfigError)
      expect(parse).toThrow(`Invalid ${variable}: "https://***:***@dash.example/api" contains credentials`)
      expect(parse).not.toThrow(/s3cret|builder/)
    },
  )

  it('treats an empty value as unset', () => {
    expect(parseConfig({ SITE_URL: '' }).siteUrl).toBe(DEFAULT_SITE_URL)
  })

  it.each([
    ['SITE_URL', 'www.example.com'],
    ['SITE_URL', '/relative'],
    ['DASHBOARD_URL', 'ftp://files.example.com'],
    ['CONTACT_WEBHOOK_URL', 'javascript:alert(1)'],
    ['SCHEDULER_URL', 'not a url'],
  ])('rejects %s=%s with an error naming the variable', (variable, value) => {
    expect(() => parseConfig({ [variable]: value })).toThrow(ConfigError)
    expect(() => parseConfig({ [variable]: value })).toThrow(new RegExp(`^Invalid ${variable}:`))
  })

  it('reads the dashboard time limits in milliseconds', () => {
    expect(parseConfig({ DASHBOARD_TIMEOUT_MS: ' 2500 ', DASHBOARD_DEADLINE_MS: '60000' })).toMatchObject({
      dashboardTimeoutMs: 2500,
      dashboardDeadlineMs: 60_000,
    })
  })

  it.each([
    ['DASHBOARD_TIMEOUT_MS', '15s'],
    ['DASHBOARD_TIMEOUT_MS', '0'],
    ['DASHBOARD_DEADLINE_MS', '-1'],
    ['DASHBOARD_DEADLINE_MS', '1e3'],
    ['DASHBOARD_DEADLINE_MS', '99999999999999999999'],
  ])('rejects %s=%s with an error naming the variable', (variable, value) => {
    expect(() => parseConfig({ [variable]: value })).toThrow(new RegExp(`^Invalid ${variable}: .* is not a positive whole number of milliseconds`))
  })

  it('reads IMAGE_HOSTS as comma-separated hosts, lower case, with an optional port', () => {
    expect(parseConfig({ IMAGE_HOSTS: ' CDN.example.com, images.example.org:8443 ,, ' }).imageHosts).toEqual([
      'cdn.example.com',
      'images.example.org:8443',
    ])
    expect(parseConfig({ IMAGE_HOSTS: '[2001:db8::1]:8080' }).imageHosts).toEqual(['[2001:db8::1]:8080'])
  })

  it.each([
    'https://cdn.example.com',
    'cdn.example.com/images',
    'user@cdn.example.com',
    'cdn.example.com:99999',
    'cdn example.com',
    'cdn.example.com:',
  ])('rejects IMAGE_HOSTS=%s with an error naming the variable', (value) => {
    expect(() => parseConfig({ IMAGE_HOSTS: value })).toThrow(
      /^Invalid IMAGE_HOSTS: .* is not a host name or host:port\. Set IMAGE_HOSTS to comma-separated hosts/,
    )
  })
})
