import { randomUUID } from "node:crypto"
import { API_PATHS, pathOf, SITE_PATHS } from "@vitrine/adapter-http/contract"
import type { Authorize, StoreRoute } from "@vitrine/adapter-http/router"
import { DEMO_WEBSITE_ID, demoCatalogue, type RunningServer, start } from "@vitrine/app-server"
import { ContributorRole } from "@vitrine/core/enums"
import { DEMO_FORMS } from "@vitrine/core/form"
import { ListSubscribers, storePagePayload } from "@vitrine/core/site"
import { Effect } from "effect"
import { pino } from "pino"
import { demo, skuOf } from "../demo.ts"
import { makeStaff, STAFF_PASSWORD, TEST_ADMIN } from "../staff.ts"
import { Visitor } from "../visitor.ts"
import type { FuzzDatabase } from "./database.ts"
import { installJournal, type Snapshot } from "./journal.ts"
import { sendRaw } from "./wire.ts"
import type { World } from "./world.ts"

// Merchant routes are tried allowed, signed out and forbidden, as the request's header says.
const byHeader: Authorize = (req) => {
  const asked = req.headers["x-fuzz-access"]
  return asked === "401" ? 401 : asked === "403" ? 403 : "allowed"
}

/** The store the fuzz attacks: the real server on its own database, what it knows, and the journal. */
export interface FuzzStore {
  readonly server: RunningServer
  /** What the fuzz knows, with the visitor's cart lines as they are now. */
  readonly refreshed: (route?: Pick<StoreRoute, "path">) => Promise<World>
  readonly snapshot: () => Promise<Snapshot>
  /** The server's error log lines since the last request. */
  readonly logged: string[]
  readonly stop: () => Promise<void>
}

// An order by another visitor (a tote, in test mode): paid, or awaiting its second step.
const placeOrder = async (url: string, paymentMethod: string) => {
  const buyer = await new Visitor(url).arrive()
  await buyer.send("POST", "/api/commerce/shopping-cart/entries", { itemId: demo("canvas-tote").id })
  const idempotencyKey = `fuzz-${paymentMethod}-${Math.random()}`
  const order = await buyer.send("POST", "/api/commerce/checkout/orders", {
    ...{ email: "ada@example.com", firstName: "Ada", lastName: "L", line1: "1 Main St", city: "Austin" },
    ...{ region: "TX", postalCode: "78701", country: "US", shippingOptionId: "standard" },
    paymentMethod,
    idempotencyKey,
  })
  if (order.status !== 200) throw new Error(`The fuzz's order was refused: ${JSON.stringify(order.body)}`)
  return { id: order.body.order.id as string, idempotencyKey }
}

type Line = { readonly id: string; readonly itemId: string; readonly chosenVariant: { readonly sku: string } }
const linesOf = (entries: readonly Line[]) =>
  entries.map((entry) => ({ itemId: entry.itemId, sku: entry.chosenVariant.sku }))

const knownWorld = async (url: string): Promise<World> => {
  // A member with the admin's e-mail and password, so member sign-ins can succeed; registered by a
  // visitor of its own, as the fuzz's requests carry the other visitor's crumb and no session.
  await (await new Visitor(url).arrive()).send("POST", "/api/site-users/account", TEST_ADMIN)
  const visitor = await new Visitor(url).arrive()
  await visitor.send("POST", "/api/commerce/shopping-cart/entries", {
    itemId: demo("canvas-tote").id,
    quantity: 2,
  })
  const added = await visitor.send("POST", "/api/commerce/shopping-cart/entries", {
    itemId: demo("linen-shirt").id,
    sku: skuOf("linen-shirt", { Size: "M", Colour: "Sage" }),
  })
  // A store page of the website, for the category route to put its categories in.
  const page = await visitor.send("POST", pathOf(SITE_PATHS.storePages, { websiteId: DEMO_WEBSITE_ID }), {
    ...storePagePayload("Fuzz Shop", "", []),
    urlId: `fuzz-shop-${randomUUID()}`,
  })
  if (page.status !== 200) throw new Error(`The fuzz's store page was not created: ${page.status}`)
  // Two categories in it, for the rename, products, merge and remove routes to find.
  const storeCategoryIds: string[] = []
  for (const name of ["Fuzz Tops", "Fuzz Tees"]) {
    const category = await visitor.send(
      "POST",
      pathOf(SITE_PATHS.storeCategoryTree, { websiteId: DEMO_WEBSITE_ID, collectionId: page.body.id }),
      { name, parentId: null },
    )
    if (category.status !== 200) throw new Error(`The fuzz's category was not created: ${category.status}`)
    storeCategoryIds.push(category.body.id)
  }
  // Files of the site's file manager, for the rename, download and delete routes to find, and an
  // MP3 for an album's track.
  const fileIds = await uploadFiles(url, visitor.crumb() ?? "")
  const audioFileIds = [await uploadAudio(url, visitor.crumb() ?? "")]
  const placed = await Promise.all(
    ["4242424242424242", "4000002760003184"].map((paymentMethod) => placeOrder(url, paymentMethod)),
  )
  return {
    orderIds: placed.map((order) => order.id),
    idempotencyKeys: placed.slice(0, 1).map((order) => order.idempotencyKey),
    crumb: visitor.crumb() ?? "",
    cartId: visitor.cookies.get("vitrine_cart") ?? "",
    entryIds: added.body.shoppingCart.entries.map((entry: { id: string }) => entry.id),
    lines: linesOf(added.body.shoppingCart.entries),
    productIds: demoCatalogue.flatMap((product) => [product.id, product.urlSlug]),
    skus: demoCatalogue.flatMap((product) =>
      product.variants.flatMap((variant) => [variant.sku, variant.id]),
    ),
    variants: demoCatalogue.flatMap((product) =>
      product.variants.map((variant) => ({ productId: product.id, variantId: variant.id })),
    ),
    choices: demoCatalogue.flatMap((product) =>
      product.variants.map((variant) => ({ itemId: product.id, sku: variant.sku })),
    ),
    subscriptions: demoCatalogue
      .filter((product) => product.isSubscribable)
      .flatMap((product) => product.variants.map((variant) => ({ itemId: product.id, sku: variant.sku }))),
    formIds: DEMO_FORMS.map((form) => form.id),
    websiteId: DEMO_WEBSITE_ID,
    storePageIds: [page.body.id],
    storeCategoryIds,
    fileIds,
    audioFileIds,
    submissionKeys: await submissionKeys(url, visitor.crumb() ?? ""),
    automationKeys: [],
    subscriberIds: [],
    jobIds: [],
  }
}

// Subscribers of the website's newsletter list, for the removal's run: each is removed once, so
// the run gets fresh ones (an earlier run may have removed the last).
const newSubscribers = (server: RunningServer): Promise<string[]> =>
  server.runtime.runPromise(
    Effect.forEach([0, 1, 2, 3], (i) =>
      ListSubscribers.use((subscribers) =>
        subscribers.join({
          websiteId: DEMO_WEBSITE_ID,
          listId: "newsletter",
          email: `fuzz-${randomUUID()}-${i}@example.com`,
          confirmed: i % 2 === 0,
          at: Date.now(),
        }),
      ).pipe(Effect.map((subscriber) => subscriber.id)),
    ),
  )

// A fresh automation connection key (EDITOR-009), the merchant's connect answering it: the
// handshake's run gets one so that some of its requests land (the first connects; the rest are
// refused, nothing awaiting). A disconnect first, since a connected site refuses to connect again.
const automationKey = async (url: string, crumb: string): Promise<string> => {
  const headers = {
    cookie: `crumb=${encodeURIComponent(crumb)}`,
    "x-csrf-token": crumb,
    "x-fuzz-access": "allowed",
  }
  await sendRaw(url, { method: "DELETE", path: SITE_PATHS.automationConnection, headers })
  const answer = await sendRaw(url, { method: "POST", path: SITE_PATHS.automationConnection, headers })
  const key = (JSON.parse(answer.body.toString("utf8")) as { key?: string }).key
  if (key === undefined) throw new Error(`The fuzz's automation key was not issued: ${answer.status}`)
  return key
}

// Files of the site's file manager, uploaded as the world's visitor (the fuzz's server lets any
// request through as the merchant unless its header says otherwise).
const uploadFiles = async (url: string, crumb: string): Promise<string[]> => {
  const ids: string[] = []
  for (const name of ["fuzz-a.txt", "fuzz-b.csv", "fuzz-c.txt", "fuzz-d.txt"]) {
    const answer = await sendRaw(url, {
      method: "POST",
      path: `${SITE_PATHS.siteFiles}?fileName=${name}`,
      headers: { cookie: `crumb=${encodeURIComponent(crumb)}`, "x-csrf-token": crumb },
      body: Buffer.from("name,price\nTea,3\n"),
    })
    if (answer.status !== 201) throw new Error(`The fuzz's file was not uploaded: ${answer.status}`)
    ids.push(JSON.parse(answer.body.toString("utf8")).file.id)
  }
  return ids
}

// An image of the file manager with its processing job, and a rendition 100 wide written beside it
// (the fuzz's server runs no processing worker: it writes on its own schedule, which the journal
// must not see), so the job routes and the rendition route find what they ask for.
const uploadImage = async (url: string, crumb: string, sql: FuzzDatabase["sql"]) => {
  const answer = await sendRaw(url, {
    method: "POST",
    path: `${SITE_PATHS.siteFiles}?fileName=fuzz-photo.png`,
    headers: { cookie: `crumb=${encodeURIComponent(crumb)}`, "x-csrf-token": crumb },
    body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  })
  if (answer.status !== 201) throw new Error(`The fuzz's image was not uploaded: ${answer.status}`)
  const { file, jobId } = JSON.parse(answer.body.toString("utf8")) as { file: { id: string }; jobId: string }
  await sql.exec(
    `INSERT INTO site_file_renditions (website_id, file_id, width, type, bytes)
     VALUES ('${DEMO_WEBSITE_ID}', '${file.id}', 100, 'image/webp', decode('UklGRg==', 'base64'))`,
  )
  return { fileId: file.id, jobId }
}

// An MP3 (its ID3 tag's first bytes) for the home page's albums, uploaded as the files above.
const uploadAudio = async (url: string, crumb: string): Promise<string> => {
  const answer = await sendRaw(url, {
    method: "POST",
    path: `${SITE_PATHS.siteFiles}?fileName=fuzz-song.mp3`,
    headers: { cookie: `crumb=${encodeURIComponent(crumb)}`, "x-csrf-token": crumb },
    body: Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0, 1, 2, 3]),
  })
  if (answer.status !== 201) throw new Error(`The fuzz's MP3 was not uploaded: ${answer.status}`)
  return JSON.parse(answer.body.toString("utf8")).file.id
}

// The home page with an album of these tracks, so the track route finds them on the saved page.
const saveAlbum = async (url: string, crumb: string, fileIds: readonly string[]): Promise<void> => {
  const tracks = fileIds.map((fileId, t) => ({ title: `Track ${t + 1}`, fileId }))
  const answer = await sendRaw(url, {
    method: "PUT",
    path: SITE_PATHS.homeLayout,
    headers: {
      cookie: `crumb=${encodeURIComponent(crumb)}`,
      "x-csrf-token": crumb,
      "content-type": "application/json",
    },
    body: Buffer.from(
      JSON.stringify({ sections: [{ padding: 6, blocks: [{ kind: "album", title: "Fuzz", tracks }] }] }),
    ),
  })
  if (answer.status !== 200) throw new Error(`The fuzz's album was not saved: ${answer.status}`)
}

// Fresh submission keys for the visitor's session: a key is spent once, so each route's run gets its own.
const submissionKeys = async (url: string, crumb: string): Promise<string[]> => {
  const keys: string[] = []
  for (let n = 0; n < 20; n++) {
    const answer = await sendRaw(url, {
      method: "POST",
      path: "/api/form/FormSubmissionKey",
      headers: { cookie: `crumb=${encodeURIComponent(crumb)}`, "x-csrf-token": crumb },
    })
    keys.push(JSON.parse(answer.body.toString("utf8")).data.key)
  }
  return keys
}

// The routes whose refused requests the sign-in throttle counts.
const SIGN_IN_PATHS = new Set<string>([API_PATHS.memberSession, API_PATHS.staffSession])

// The routes that act as the request's own member or staff session, not only through the authorizer.
const actsAsSignedIn = (route: Pick<StoreRoute, "path">) =>
  route.path.startsWith("/api/admin/staff") || route.path === "/api/site-users/account/locale"

/**
 * A browser signed in as a fresh member and a fresh admin of its own (never the accounts other
 * routes' sign-ins hammer, so never throttled; its own forwarded address for the same reason), with
 * the crumb bound to both sessions and ten staff members to change and remove.
 */
const signedInWorld = async (server: RunningServer): Promise<Pick<World, "crumb" | "signedIn">> => {
  const admin = await makeStaff(server, [ContributorRole.ADMIN])
  const visitor = await new Visitor(server.url).arrive()
  const member = { email: `fuzz-member-${randomUUID()}@example.com`, password: STAFF_PASSWORD }
  if ((await visitor.send("POST", "/api/site-users/account", member)).status !== 200)
    throw new Error("The fuzz's member was not registered")
  const staffSignIn = await visitor.fetch("/api/staff/session", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-csrf-token": visitor.crumb() ?? "",
      "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    },
    body: JSON.stringify({ email: admin.email, password: STAFF_PASSWORD }),
  })
  if (staffSignIn.status !== 200) throw new Error(`The fuzz's admin could not sign in: ${staffSignIn.status}`)
  const staff = await Promise.all(
    Array.from({ length: 10 }, () => makeStaff(server, [ContributorRole.VIEWER])),
  )
  const cookies = [...visitor.cookies]
    .filter(([name]) => name === "vitrine_member" || name === "vitrine_staff")
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("; ")
  return { crumb: visitor.crumb() ?? "", signedIn: { cookies, staffIds: staff.map((one) => one.id) } }
}

/**
 * Starts the real server (app-server's `start`: `createApp` on port 0, in this process) on the
 * fuzz's own database with the demo catalogue, the rate limit out of the way, an authorizer the
 * requests steer, and a web build of one page; installs the write journal; and prepares a visitor
 * with a cart.
 *
 * @example
 * const store = await startFuzzStore(await fuzzPglite(), webDist)
 */
export const startFuzzStore = async (database: FuzzDatabase, webDist: string): Promise<FuzzStore> => {
  const journal = await installJournal(database.sql)
  const logged: string[] = []
  const logger = pino({ level: "error" }, { write: (line: string) => void logged.push(line) })
  const server = await start({
    port: 0,
    database: database.options,
    logger,
    webDist,
    rateLimit: { limit: 1_000_000_000 },
    submissionLimits: { perAddress: 1_000_000_000, perForm: 1_000_000_000, windowMs: 60_000 },
    authorize: byHeader,
    admin: TEST_ADMIN,
    // Sign-in failures are limited per address: the requests come from many (x-forwarded-for).
    trustProxyHops: 1,
    // The delivery and processing workers write on their own schedule; the journal must see only
    // the requests' writes.
    outboxWorker: false,
    fileJobWorker: false,
  })
  const before = await journal.snapshot()
  const world = await knownWorld(server.url)
  // The journal must see the visitor's two adds, or its "nothing written" would prove nothing.
  if (JSON.stringify(await journal.snapshot()) === JSON.stringify(before)) {
    throw new Error("The write journal saw no write of the visitor's adds")
  }
  const refreshed = async (route?: Pick<StoreRoute, "path">): Promise<World> => {
    const answer = await sendRaw(server.url, {
      method: "GET",
      path: "/api/commerce/shopping-cart",
      headers: { cookie: `vitrine_cart=${encodeURIComponent(world.cartId)}` },
    })
    const cart = JSON.parse(answer.body.toString("utf8")).cart as { entries: Line[] } | null
    let entryIds = cart?.entries.map((entry) => entry.id) ?? []
    let lines = linesOf(cart?.entries ?? [])
    if (entryIds.length === 0) {
      // An earlier route's requests emptied the visitor's cart (every line removed): a line again,
      // so a route that needs lines (the checkout's quote) can succeed. Written before the route's
      // snapshot, so its "nothing written when refused" is untouched.
      const again = await sendRaw(server.url, {
        method: "POST",
        path: "/api/commerce/shopping-cart/entries",
        headers: {
          cookie: `vitrine_cart=${encodeURIComponent(world.cartId)}; crumb=${encodeURIComponent(world.crumb)}`,
          "x-csrf-token": world.crumb,
          "content-type": "application/json",
        },
        body: Buffer.from(JSON.stringify({ itemId: demo("canvas-tote").id, quantity: 1 })),
      })
      const filled = JSON.parse(again.body.toString("utf8")) as {
        shoppingCart?: { id: string; entries: Line[] }
      }
      if (filled.shoppingCart?.id === world.cartId) {
        entryIds = filled.shoppingCart.entries.map((entry) => entry.id)
        lines = linesOf(filled.shoppingCart.entries)
      }
    }
    // Each route gets a paid order and one awaiting its second step of its own: fulfilling or
    // cancelling happens once per order, and an earlier route may have used the world's.
    const fresh = await Promise.all(
      ["4242424242424242", "4000002760003184"].map((card) => placeOrder(server.url, card)),
    )
    // A route that changes a part of a line (its quantity, its answers: API-002) names the line in
    // its path and the line's item in its body, and lands only when the two agree: with one line for
    // both they do whenever the path names a line of the cart; drawn apart from several lines, 3 or 4
    // of 2 000 answers landed, and a run with none failed. (A removal names no item: all lines.)
    const oneLine = route?.path.includes(":entryId/") === true && entryIds.length > 1
    if (oneLine) {
      entryIds = entryIds.slice(0, 1)
      lines = lines.slice(0, 1)
    }
    // A sign-in route starts with no failures counted. The throttle counts an address's failures
    // across both sign-ins for an hour (SIGN_IN_THROTTLE), and every request sent without
    // x-forwarded-for comes from the same address: the member sign-in's run closed it for the staff
    // sign-in's run, which then succeeded only from a drawn address, and one CI run never did.
    if (route !== undefined && SIGN_IN_PATHS.has(route.path))
      await database.sql.exec("DELETE FROM sign_in_failures")
    // A route that names a file gets files of its own: an earlier route (the delete) may have
    // deleted the world's. Uploaded before the route's snapshot, as the cart's line above.
    const files = route?.path.includes(":fileId") === true ? await uploadFiles(server.url, world.crumb) : []
    // A route that names a job or a rendition gets an image with its job and a rendition.
    const image =
      route !== undefined && /:jobId|renditions/.test(route.path)
        ? await uploadImage(server.url, world.crumb, database.sql)
        : undefined
    // The track route plays only audio on the saved home page: a fresh MP3, saved as an album's
    // track, among the other files (not tracks: refused).
    const audio =
      route?.path.includes(":fileId") === true || route?.path === SITE_PATHS.homeLayout
        ? [await uploadAudio(server.url, world.crumb)]
        : []
    if (route?.path === SITE_PATHS.homeTrack) await saveAlbum(server.url, world.crumb, audio)
    const base = {
      ...world,
      fileIds: [...(image === undefined ? [] : [image.fileId]), ...files, ...audio, ...world.fileIds],
      jobIds: image === undefined ? [] : [image.jobId],
      audioFileIds: [...audio, ...world.audioFileIds],
      entryIds: entryIds.length > 0 ? entryIds : world.entryIds,
      lines: lines.length > 0 ? lines : world.lines,
      orderIds: [...fresh.map((order) => order.id), ...world.orderIds],
      submissionKeys: await submissionKeys(server.url, world.crumb),
      automationKeys:
        route?.path === SITE_PATHS.automationHandshake ? [await automationKey(server.url, world.crumb)] : [],
      subscriberIds: route?.path === SITE_PATHS.listSubscriber ? await newSubscribers(server) : [],
    }
    return route !== undefined && actsAsSignedIn(route) ? { ...base, ...(await signedInWorld(server)) } : base
  }
  return {
    server,
    refreshed,
    // The census's buffer writes an accepted hit later: flushed first, its rows are the hit's request's.
    snapshot: async () => {
      await server.census.flush()
      return journal.snapshot()
    },
    logged,
    stop: async () => {
      await server.stop()
      await database.release()
    },
  }
}
