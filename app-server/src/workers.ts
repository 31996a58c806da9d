import cluster from "node:cluster"

/** How long the primary waits before replacing a worker that died, so a crash loop does not spin. */
const RESTART_DELAY_MS = 1_000

interface Listening {
  readonly listening: string
}

const isListening = (message: unknown): message is Listening =>
  typeof message === "object" && message !== null && typeof (message as Listening).listening === "string"

/**
 * The primary process of `WORKERS=N` (node:cluster): forks `count` workers, each a whole server on the
 * same port and the same database (they migrate it at once, which the migration lock makes safe;
 * Node's primary hands each new connection to the next worker in turn); calls `onReady` with the URL
 * once every one of them listens; replaces a worker that dies, after a second; and on SIGTERM or
 * SIGINT asks every worker to stop gracefully and exits when the last has. Holds no state: the
 * servers keep everything in Postgres.
 *
 * @example
 * if (cluster.isPrimary && workers > 1) superviseWorkers(workers, (url) => console.log(url))
 */
export const superviseWorkers = (count: number, onReady: (url: string) => void): void => {
  let stopping = false
  let announced = false
  const ready = new Set<number>()
  const fork = () => {
    const worker = cluster.fork()
    worker.on("message", (message: unknown) => {
      if (!isListening(message)) return
      ready.add(worker.id)
      if (!announced && ready.size >= count) {
        announced = true
        onReady(message.listening)
      }
    })
  }
  const running = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined)
  cluster.on("exit", (worker, code, signal) => {
    ready.delete(worker.id)
    if (stopping) {
      if (running().length === 0) process.exit(0)
      return
    }
    console.error(`Worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`)
    setTimeout(fork, RESTART_DELAY_MS).unref()
  })
  const stop = (signal: NodeJS.Signals) => {
    console.log(`${signal} received, stopping ${running().length} workers`)
    stopping = true
    for (const worker of running()) worker.process.kill("SIGTERM")
    if (running().length === 0) process.exit(0)
  }
  process.once("SIGTERM", stop)
  process.once("SIGINT", stop)
  for (let started = 0; started < count; started++) fork()
}

/**
 * Tells the primary this worker listens (nothing outside a cluster).
 *
 * @example
 * announceListening(server.url)
 */
export const announceListening = (url: string): void => {
  if (cluster.isWorker) process.send?.({ listening: url } satisfies Listening)
}
