import { type ChildProcess, spawn } from "node:child_process"
import { fileURLToPath } from "node:url"

const MAIN = fileURLToPath(new URL("../../src/main.ts", import.meta.url))

/** `npm start`'s server (app-server/src/main.ts) in a process of its own. */
export interface StoreProcess {
  readonly child: ChildProcess
  /** Where it listens (127.0.0.1). */
  readonly url: string
  /** Every line it wrote to stdout and stderr so far (its JSON logs among them). */
  readonly lines: string[]
  /** How it ended. */
  readonly exited: Promise<{ readonly code: number | null; readonly signal: NodeJS.Signals | null }>
}

/**
 * Starts main.ts with Node (the sources as they are, `--conditions=source`) on a free port of
 * 127.0.0.1 with the given environment on top of this one's (`DATABASE_URL`, `WORKERS`…), and
 * resolves once it prints that it is running; rejects if it ends first or takes over `timeoutMs`.
 *
 * @example
 * const store = await spawnStore({ DATABASE_URL: url, WORKERS: "4" })
 * store.child.kill("SIGTERM"); await store.exited
 */
export const spawnStore = (env: Record<string, string>, timeoutMs = 90_000): Promise<StoreProcess> => {
  const child = spawn(process.execPath, ["--conditions=source", MAIN], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const lines: string[] = []
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  )
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error(`The store did not start within ${timeoutMs} ms:\n${lines.join("\n")}`))
    }, timeoutMs)
    const read = (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n")) {
        if (line === "") continue
        lines.push(line)
        const running = /running at http:\/\/[^:]+:(\d+)/.exec(line)
        if (running) {
          clearTimeout(timer)
          resolve({ child, url: `http://127.0.0.1:${running[1]}`, lines, exited })
        }
      }
    }
    child.stdout?.on("data", read)
    child.stderr?.on("data", read)
    void exited.then(({ code, signal }) => {
      clearTimeout(timer)
      reject(new Error(`The store ended (${signal ?? code}) before it ran:\n${lines.join("\n")}`))
    })
  })
}

/**
 * The pids of a process's children (Linux `ps`): the workers of `WORKERS=N`.
 *
 * @example
 * await childPids(store.child.pid)
 */
export const childPids = async (pid: number): Promise<number[]> => {
  const ps = spawn("ps", ["--ppid", String(pid), "-o", "pid="])
  let out = ""
  ps.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString("utf8")
  })
  await new Promise((resolve) => ps.once("close", resolve))
  return out
    .split("\n")
    .map((line) => Number(line.trim()))
    .filter((found) => found > 0)
}
