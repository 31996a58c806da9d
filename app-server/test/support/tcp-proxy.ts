import { connect, createServer, type Server, type Socket } from "node:net"

/** A TCP proxy between the server and Postgres, which a test can take down and bring back. */
export interface TcpProxy {
  /** The port the proxy listens on (127.0.0.1), the same across `down` and `up`. */
  readonly port: number
  /** As Postgres stopping looks from the server: every open connection closed, new ones refused. */
  readonly down: () => Promise<void>
  /** Listens again on the same port: new connections reach Postgres. */
  readonly up: () => Promise<void>
  /**
   * As a network that drops packets looks: connections stay open and new ones are accepted, but no
   * byte goes through either way until `flow`.
   */
  readonly stall: () => void
  /** Bytes go through again, those held meanwhile first. */
  readonly flow: () => void
  /** Connections accepted since it started. */
  readonly accepted: () => number
  readonly close: () => Promise<void>
}

const listen = (server: Server, port: number): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject)
      const address = server.address()
      resolve(typeof address === "object" && address !== null ? address.port : port)
    })
  })

/**
 * A proxy to `target` on a free port of 127.0.0.1. `down` closes every connection through it and
 * stops listening, so the server sees its connections end under it and new ones refused
 * (ECONNREFUSED), as when Postgres stops; `up` listens again. Only the test's own connections go
 * through it, so a fault disturbs no other user of the Postgres server.
 *
 * @example
 * const proxy = await tcpProxy({ host: "127.0.0.1", port: 5432 })
 * await proxy.down(); await proxy.up()
 */
export const tcpProxy = async (target: {
  readonly host: string
  readonly port: number
}): Promise<TcpProxy> => {
  const open = new Set<Socket>()
  const pairs = new Set<readonly [Socket, Socket]>()
  let stalled = false
  let accepted = 0
  const pipeBoth = ([client, upstream]: readonly [Socket, Socket]) => {
    client.pipe(upstream)
    upstream.pipe(client)
  }
  const join = (client: Socket) => {
    accepted++
    const upstream = connect(target.port, target.host)
    const pair = [client, upstream] as const
    const end = () => {
      client.destroy()
      upstream.destroy()
      open.delete(client)
      open.delete(upstream)
      pairs.delete(pair)
    }
    for (const socket of [client, upstream]) {
      open.add(socket)
      socket.setNoDelay(true)
      socket.on("error", end)
      socket.on("close", end)
    }
    pairs.add(pair)
    if (stalled) {
      client.pause()
      upstream.pause()
    } else pipeBoth(pair)
  }
  let server = createServer(join)
  const port = await listen(server, 0)
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      for (const socket of open) socket.destroy()
    })
  return {
    port,
    down: stop,
    up: async () => {
      server = createServer(join)
      await listen(server, port)
    },
    stall: () => {
      stalled = true
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream)
        upstream.unpipe(client)
        client.pause()
        upstream.pause()
      }
    },
    flow: () => {
      stalled = false
      for (const pair of pairs) pipeBoth(pair)
    },
    accepted: () => accepted,
    close: async () => {
      if (server.listening) await stop()
    },
  }
}
