/** Ports and listening, the same for every server of the scripts and tests. */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Running {
  url: string
  close: () => Promise<void>
}

/** A port from the environment, validated: a bad value names the variable. */
export function envPort(variable: string, fallback: number, env: Record<string, string | undefined> = process.env): number {
  const raw = env[variable] ?? String(fallback)
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new Error(`Invalid ${variable}: ${JSON.stringify(raw)} is not a port number (0-65535).`)
  }
  return port
}

/** Listens on `port` (0: any free one) and resolves to the server's origin. */
export function listen(server: Server, port = 0, host = '127.0.0.1', variable = 'PORT'): Promise<Running> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is in use: stop what is using it, or set ${variable} to another port.`) : error),
    )
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo
      resolve({
        url: `http://${host}:${actual}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            // Kept-alive browser connections would hold close() open.
            server.closeAllConnections()
          }),
      })
    })
  })
}
