/**
 * WebKit, Safari's engine, as Debian packages it: WebKitGTK's `WebKitWebDriver` (package
 * `webkit2gtk-driver`) driving its `MiniBrowser` on a virtual X display (`Xvfb`), through
 * selenium-webdriver. Playwright's own WebKit cannot be downloaded here, and a stock WebKit is the
 * engine visitors have. docs/testing.md says how the tests use it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { Builder, type WebDriver } from 'selenium-webdriver'
import { onPath } from './local-machine'
import { listen } from './net'

const install = 'Install them: "apt-get install -y webkit2gtk-driver xvfb" (Debian/Ubuntu).'

/** Where Debian puts MiniBrowser (beside the WebKitGTK library, not on PATH). */
const miniBrowsers = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/bin/MiniBrowser',
]

function webkitTools() {
  const driver = onPath(['WebKitWebDriver'])
  const xvfb = onPath(['Xvfb'])
  const browser = [process.env.WEBKIT_MINIBROWSER, ...miniBrowsers].find((path) => path && existsSync(path))
  if (!driver || !xvfb || !browser)
    throw new Error(
      `WebKit tests need WebKitWebDriver, Xvfb and MiniBrowser (or WEBKIT_MINIBROWSER naming one); missing: ${[!driver && 'WebKitWebDriver', !xvfb && 'Xvfb', !browser && 'MiniBrowser'].filter(Boolean).join(', ')}. ${install}`,
    )
  return { driver, xvfb, browser }
}

/** A port free now, for the driver to listen on (the session is then opened on it). */
async function freePort(): Promise<number> {
  const probe = await listen(createServer())
  await probe.close()
  return Number(new URL(probe.url).port)
}

/** An X display of its own (Xvfb picks a free number and writes it on file descriptor 3). */
async function virtualDisplay(xvfb: string): Promise<{ display: string; process: ChildProcess }> {
  // Wide and tall enough for the widest window a test asks for (1440 px, the header's dropdowns).
  const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  })
  const number = await new Promise<string>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it opened a display`)))
    child.stdio[3]?.once('data', (data: Buffer) => resolve(String(data).trim()))
  })
  return { display: `:${number}`, process: child }
}

export interface WebKitSession {
  driver: WebDriver
  stop(): Promise<void>
}

/**
 * A MiniBrowser session with JavaScript on or off (`--enable-javascript=false`), on a display of
 * its own. Its window is never narrower than about 447 px. The session keeps cookies and
 * localStorage between pages, as a visitor's browser does.
 */
export async function startWebKit({ javascript }: { javascript: boolean }): Promise<WebKitSession> {
  const tools = webkitTools()
  const { display, process: xvfb } = await virtualDisplay(tools.xvfb)
  const port = await freePort()
  const driverProcess = spawn(tools.driver, [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: 'ignore' })
  const stopProcesses = () => {
    driverProcess.kill()
    xvfb.kill()
  }
  try {
    const args = ['--automation', ...(javascript ? [] : ['--enable-javascript=false'])]
    const capabilities = { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: tools.browser, args } }
    let driver: WebDriver | undefined
    // The driver takes a moment to listen.
    for (let attempt = 0; !driver; attempt += 1) {
      try {
        driver = await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(capabilities).build()
      } catch (error) {
        if (attempt === 20) throw error
        await sleep(250)
      }
    }
    const session = driver
    return {
      driver: session,
      stop: async () => {
        await session.quit().catch(() => {})
        stopProcesses()
      },
    }
  } catch (error) {
    stopProcesses()
    throw error
  }
}
