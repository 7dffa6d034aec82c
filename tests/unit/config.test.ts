import { describe, expect, it } from 'vitest'
import {
  ConfigError,
  DEFAULT_SCHEDULER_URL,
  DEFAULT_SITE_URL,
  MissingProductionConfigError,
  parseConfig,
  productionReason,
  requireProductionConfig,
} from '#src/config'

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

describe('a production build', () => {
  const complete = {
    DASHBOARD_URL: 'https://dashboard.example.com',
    SITE_URL: 'https://www.example.com',
    CONTACT_WEBHOOK_URL: 'https://script.google.com/macros/s/x/exec',
    SCHEDULER_URL: 'https://calendly.com/wahat-medical/30min',
  }

  it.each([
    [{ NETLIFY: 'true' }, 'NETLIFY is set'],
    [{ CF_PAGES: '1' }, 'CF_PAGES is set'],
    [{ SITE_PRODUCTION: '1' }, 'SITE_PRODUCTION=1'],
  ])('is one on a host or with the switch: %o', (env, reason) => {
    expect(productionReason(env)).toContain(reason)
  })

  it.each([{}, { NETLIFY: '' }, { CF_PAGES: ' ' }, { SITE_PRODUCTION: '0' }])(
    'is not one otherwise (npm start, npm run dev, the tests): %o',
    (env) => {
      expect(productionReason(env)).toBeNull()
      expect(requireProductionConfig(env)).toBeNull()
    },
  )

  it('rejects a switch that is neither 1 nor 0, naming it', () => {
    expect(() => productionReason({ SITE_PRODUCTION: 'yes' })).toThrow(ConfigError)
    expect(() => productionReason({ SITE_PRODUCTION: 'yes' })).toThrow(/^Invalid SITE_PRODUCTION: "yes" is neither 1 nor 0/)
  })

  it('names every missing variable in one error, typed', () => {
    let thrown: unknown
    try {
      requireProductionConfig({ NETLIFY: 'true', SITE_URL: 'https://www.example.com', DASHBOARD_URL: ' ' })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(MissingProductionConfigError)
    const error = thrown as MissingProductionConfigError
    expect(error.variables).toEqual(['DASHBOARD_URL', 'CONTACT_WEBHOOK_URL', 'SCHEDULER_URL'])
    expect(error.message).toMatch(/^DASHBOARD_URL, CONTACT_WEBHOOK_URL, SCHEDULER_URL are unset, and this is a production build \(NETLIFY is set/)
  })

  it.each(Object.keys(complete))('stops without %s alone', (variable) => {
    const env = { ...complete, [variable]: undefined, CF_PAGES: '1' }
    expect(() => requireProductionConfig(env)).toThrow(MissingProductionConfigError)
    expect(() => requireProductionConfig(env)).toThrow(new RegExp(`^${variable} is unset`))
  })

  it('goes on with all four, and still rejects a bad value by its name', () => {
    expect(requireProductionConfig({ ...complete, SITE_PRODUCTION: '1' })).toBe('SITE_PRODUCTION=1')
    expect(() => requireProductionConfig({ ...complete, SITE_PRODUCTION: '1', SITE_URL: 'www.example.com' })).toThrow(ConfigError)
  })
})
