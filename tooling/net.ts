/** Listening, the same for every server of the scripts and tests (ports from the environment: scripts/export/env-port.ts). */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Running {
  url: string
  close: () => Promise<void>
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
