/** Ports from the environment, read the same way by the dev server (vite.config.ts), the commands and the stand-ins. */

/** A port from the environment, validated: a bad value names the variable. */
export function envPort(variable: string, fallback: number, env: Record<string, string | undefined> = process.env): number {
  const raw = env[variable] ?? String(fallback)
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new Error(`Invalid ${variable}: ${JSON.stringify(raw)} is not a port number (0-65535).`)
  }
  return port
}
