import { createSiteFilesClient, followFileJob } from "@vitrine/adapter-http/client"
import { CRUMB, HTTP_MESSAGE, SITE_PATHS, VIEW_MESSAGE } from "@vitrine/adapter-http/contract"
import { ContributorRole } from "@vitrine/core/enums"
import { MAX_FILE_SIZE } from "@vitrine/core/files"
import { describe, expect, it } from "vitest"
import { realPng } from "./real-png.ts"
import { staffServer } from "./staff-server.ts"
import { type Answer, Visitor } from "./visitor.ts"

const FILES = SITE_PATHS.siteFiles
const fileAt = (id: string) => `${FILES}/${encodeURIComponent(id)}`
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

// Asks for a job until it is finished (the server's worker rests a second between looks).
const finished = async (who: Visitor, jobId: string) => {
  for (let tries = 0; tries < 100; tries++) {
    const answer = await who.get(`/api/site-file-jobs/${jobId}`)
    if (answer.status !== 200 || ["complete", "failed", "cancelled"].includes(answer.body.job.state))
      return answer
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`job ${jobId} did not finish`)
}

// The browser's SiteFilesClient as the signed-in admin, checking every answer with the contract's Schemas.
const browserClient = async (baseUrl: string) => {
  const admin = await new Visitor(baseUrl).signInAsStaff()
  const client = createSiteFilesClient({
    baseUrl,
    fetch: admin.fetch,
    crumb: () => admin.crumb(),
    validate: "schema",
  })
  return { admin, client }
}

// An upload as the browser sends it: the bytes as they are, the name in the query.
const upload = async (who: Visitor, fileName: string, bytes: Uint8Array | string) => {
  const response = await who.fetch(`${who.baseUrl}${FILES}?fileName=${encodeURIComponent(fileName)}`, {
    method: "POST",
    headers: { [CRUMB.header]: who.crumb() ?? "", "Content-Type": "application/octet-stream" },
    body: typeof bytes === "string" ? bytes : new Uint8Array(bytes),
  })
  const answer: Answer = {
    status: response.status,
    body: await response.json().catch(() => undefined),
    response,
  }
  return answer
}

/**
 * The file manager's routes (EDITOR-002) on a real server over a memory store: who may call them,
 * what they answer and refuse, and the download's headers. Each test deletes what it uploaded.
 */
describe("the site's files over HTTP", () => {
  const { url, staffWith } = staffServer()

  it("a visitor is refused every call (401); a store manager or editor too (403)", async () => {
    const visitor = await new Visitor(url()).arrive()
    expect(await visitor.get(FILES)).toMatchObject({
      status: 401,
      body: { message: HTTP_MESSAGE.signInRequired },
    })
    expect((await upload(visitor, "a.txt", "hello")).status).toBe(401)
    for (const role of [ContributorRole.STORE_MANAGER, ContributorRole.EDITOR]) {
      const staff = await staffWith([role])
      expect((await staff.get(FILES)).status).toBe(403)
      expect((await upload(staff, "a.txt", "hello")).status).toBe(403)
      expect((await staff.send("PATCH", fileAt("x"), { fileName: "b.txt" })).status).toBe(403)
      expect((await staff.send("DELETE", fileAt("x"))).status).toBe(403)
    }
    const admin = await new Visitor(url()).signInAsStaff()
    expect((await admin.get(FILES)).body).toEqual({ files: [], maxSize: MAX_FILE_SIZE })
  })

  it("EDITOR-002 a website manager uploads, lists, renames, downloads and deletes a file", async () => {
    const manager = await staffWith([ContributorRole.WEBSITE_MANAGER])
    const uploaded = await upload(manager, " Menü été.png ", PNG)
    expect(uploaded.status).toBe(201)
    const file = uploaded.body.file
    expect(file).toMatchObject({ fileName: "Menü été.png", type: "image/png", size: PNG.length })
    expect((await manager.get(FILES)).body.files).toEqual([
      { ...file, job: expect.objectContaining({ id: uploaded.body.jobId, fileId: file.id }) },
    ])

    const renamed = await manager.send("PATCH", fileAt(file.id), { fileName: "Carte.txt" })
    expect(renamed).toMatchObject({ status: 200, body: { file: { ...file, fileName: "Carte.txt" } } })

    const download = await manager.fetch(`${url()}${fileAt(file.id)}/content`)
    expect(download.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG)
    expect(download.headers.get("content-type")).toBe("image/png")
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="Carte.txt"; filename*=UTF-8''Carte.txt`,
    )
    expect(download.headers.get("x-content-type-options")).toBe("nosniff")
    expect(download.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox")

    expect(await manager.send("DELETE", fileAt(file.id))).toMatchObject({
      status: 200,
      body: { deleted: true },
    })
    expect((await manager.get(FILES)).body.files).toEqual([])
    expect((await manager.send("DELETE", fileAt(file.id))).status).toBe(404)
    expect((await manager.fetch(`${url()}${fileAt(file.id)}/content`)).status).toBe(404)
  })

  it("an image opens inline with ?view=inline; any other file stays an attachment; another view is 400", async () => {
    const manager = await staffWith([ContributorRole.WEBSITE_MANAGER])
    const image = (await upload(manager, "photo.png", PNG)).body.file
    const text = (await upload(manager, "notes.txt", "hello")).body.file
    const shown = await manager.fetch(`${url()}${fileAt(image.id)}/content?view=inline`)
    expect(shown.status).toBe(200)
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(PNG)
    expect(shown.headers.get("content-type")).toBe("image/png")
    expect(shown.headers.get("content-disposition")).toBeNull()
    expect(shown.headers.get("x-content-type-options")).toBe("nosniff")
    expect(shown.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox")
    const kept = await manager.fetch(`${url()}${fileAt(text.id)}/content?view=inline`)
    expect(kept.headers.get("content-disposition")).toBe(
      `attachment; filename="notes.txt"; filename*=UTF-8''notes.txt`,
    )
    expect(await manager.get(`${fileAt(image.id)}/content?view=page`)).toMatchObject({
      status: 400,
      body: { errors: { view: VIEW_MESSAGE } },
    })
    const visitor = await new Visitor(url()).arrive()
    expect((await visitor.get(`${fileAt(image.id)}/content?view=inline`)).status).toBe(401)
    await manager.send("DELETE", fileAt(image.id))
    await manager.send("DELETE", fileAt(text.id))
  })

  it("EDITOR-019 a blank or missing name is refused under fileName, on upload and rename", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    expect(await upload(admin, "  ", "hello")).toMatchObject({
      status: 400,
      body: { errors: { fileName: "Please enter a file name" } },
    })
    const missing = await admin.fetch(`${url()}${FILES}`, {
      method: "POST",
      headers: { [CRUMB.header]: admin.crumb() ?? "" },
      body: "hello",
    })
    expect(await missing.json()).toMatchObject({ errors: { fileName: "Please enter a file name" } })
    const file = (await upload(admin, "notes.txt", "hello")).body.file
    expect(await admin.send("PATCH", fileAt(file.id), { fileName: "" })).toMatchObject({
      status: 400,
      body: { errors: { fileName: "Please enter a file name" } },
    })
    expect((await admin.send("PATCH", fileAt(file.id), { fileName: "a/b.txt" })).status).toBe(400)
    expect((await admin.send("PATCH", fileAt("no-such-file"), { fileName: "x.txt" })).status).toBe(404)
    await admin.send("DELETE", fileAt(file.id))
  })

  it("EDITOR-022 SVG, HTML and a binary named .txt are not supported files (400 under file)", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    for (const [name, bytes] of [
      ["logo.svg", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ["page.txt", "<html><script>alert(1)</script>"],
      ["data.txt", Buffer.from([0x00, 0x01, 0x02])],
    ] as const) {
      expect(await upload(admin, name, bytes)).toMatchObject({
        status: 400,
        body: { errors: { file: `The file ${name} does not appear to be a supported file` } },
      })
    }
    expect((await admin.get(FILES)).body.files).toEqual([])
  })

  it("EDITOR-020 EDITOR-021 a file past 20 MB is 413 with the spec's message, by its length or while read", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    const tooLarge = {
      errors: { file: "The file big.pdf is too large. The maximum allowed file size is 20 MB." },
    }
    const big = new Uint8Array(MAX_FILE_SIZE + 1)
    expect(await upload(admin, "big.pdf", big)).toMatchObject({ status: 413, body: tooLarge })
    // Sent in chunks, with no Content-Length: the limit holds while reading.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent <= MAX_FILE_SIZE; sent += 1_000_000)
          controller.enqueue(new Uint8Array(1_000_000))
        controller.close()
      },
    })
    const streamed = await admin
      .fetch(`${url()}${FILES}?fileName=big.pdf`, {
        method: "POST",
        headers: { [CRUMB.header]: admin.crumb() ?? "" },
        body: chunks,
        duplex: "half",
      } as RequestInit)
      .then(
        async (response) => ({ status: response.status, body: await response.json() }),
        () => ({ status: 0, body: undefined }),
      )
    // The server answers as soon as the limit is passed; the client may see the answer or the cut.
    if (streamed.status !== 0) expect(streamed).toMatchObject({ status: 413, body: tooLarge })
    expect((await admin.get(FILES)).body.files).toEqual([])
  })

  it("EDITOR-002 the browser's SiteFilesClient speaks every call", async () => {
    const { admin, client } = await browserClient(url())
    const uploaded = await client.upload(new Blob(["name,price\nTea,3\n"]), "prices.csv")
    expect(uploaded).toMatchObject({
      ok: true,
      value: { file: { fileName: "prices.csv", type: "text/csv", size: 17 }, jobId: null },
    })
    if (!uploaded.ok) return
    const { file } = uploaded.value
    expect(await client.list()).toMatchObject({
      ok: true,
      value: { files: [{ ...file, job: null }], maxSize: MAX_FILE_SIZE },
    })
    expect(await client.rename(file.id, "")).toMatchObject({
      ok: false,
      error: { status: 400, fieldErrors: { fileName: "Please enter a file name" } },
    })
    expect(await client.rename(file.id, "tarifs.csv")).toMatchObject({
      ok: true,
      value: { fileName: "tarifs.csv" },
    })
    expect((await admin.fetch(client.downloadUrl(file.id))).status).toBe(200)
    expect(await client.upload(new Blob(["<svg/>"]), "x.svg")).toMatchObject({
      ok: false,
      error: { status: 400, message: "The file x.svg does not appear to be a supported file" },
    })
    expect(await client.remove(file.id)).toEqual({ ok: true, value: true })
    expect(await client.list()).toMatchObject({ ok: true, value: { files: [] } })
  })

  it("a job's state, its cancel and an image's renditions are the website manager's alone", async () => {
    const visitor = await new Visitor(url()).arrive()
    expect((await visitor.get("/api/site-file-jobs/j-1")).status).toBe(401)
    expect((await visitor.send("POST", "/api/site-file-jobs/j-1/cancel")).status).toBe(401)
    expect((await visitor.get(`${fileAt("f-1")}/renditions/300`)).status).toBe(401)
    for (const role of [ContributorRole.STORE_MANAGER, ContributorRole.EDITOR]) {
      const staff = await staffWith([role])
      expect((await staff.get("/api/site-file-jobs/j-1")).status).toBe(403)
      expect((await staff.send("POST", "/api/site-file-jobs/j-1/cancel")).status).toBe(403)
      expect((await staff.get(`${fileAt("f-1")}/renditions/300`)).status).toBe(403)
    }
    const manager = await staffWith([ContributorRole.WEBSITE_MANAGER])
    expect(await manager.get("/api/site-file-jobs/no-such-job")).toMatchObject({
      status: 404,
      body: { errors: { jobId: "No such job" } },
    })
    expect((await manager.send("POST", "/api/site-file-jobs/no-such-job/cancel")).status).toBe(404)
    expect((await manager.get(`${fileAt("f-1")}/renditions/wide`)).status).toBe(400)
  })

  it("EDITOR-010 an uploaded image is processed into WebP renditions of the served widths narrower than it", async () => {
    const manager = await staffWith([ContributorRole.WEBSITE_MANAGER])
    const uploaded = await upload(manager, "stripes.png", realPng(800, 60))
    expect(uploaded.status).toBe(201)
    const { file, jobId } = uploaded.body
    expect(typeof jobId).toBe("string")
    const done = await finished(manager, jobId)
    expect(done).toMatchObject({
      status: 200,
      body: {
        job: {
          id: jobId,
          fileId: file.id,
          state: "complete",
          progress: 1,
          renditions: [100, 300, 500, 750],
          abandoned: false,
        },
      },
    })
    expect((await manager.get(FILES)).body.files).toEqual([{ ...file, job: done.body.job }])
    const rendition = await manager.fetch(`${url()}${fileAt(file.id)}/renditions/300`)
    expect(rendition.status).toBe(200)
    expect(rendition.headers.get("content-type")).toBe("image/webp")
    expect(rendition.headers.get("x-content-type-options")).toBe("nosniff")
    const bytes = Buffer.from(await rendition.arrayBuffer())
    expect([bytes.subarray(0, 4).toString("latin1"), bytes.subarray(8, 12).toString("latin1")]).toEqual([
      "RIFF",
      "WEBP",
    ])
    expect((await manager.get(`${fileAt(file.id)}/renditions/1000`)).status).toBe(404)
    expect(await manager.send("POST", `/api/site-file-jobs/${jobId}/cancel`)).toMatchObject({
      status: 200,
      body: { job: { state: "complete" } },
    })
    await manager.send("DELETE", fileAt(file.id))
    expect((await manager.get(`${fileAt(file.id)}/renditions/300`)).status).toBe(404)
  })

  it("EDITOR-010 an image the server cannot read fails its job; a file that is not an image has none", async () => {
    const manager = await staffWith([ContributorRole.WEBSITE_MANAGER])
    const broken = await upload(manager, "broken.png", PNG)
    expect(await finished(manager, broken.body.jobId)).toMatchObject({
      body: { job: { state: "failed", renditions: [] } },
    })
    const text = await upload(manager, "notes.txt", "hello")
    expect(text.body.jobId).toBeNull()
    // Both uploads may share a millisecond, so the list's order is not asked here.
    const listed = new Map((await manager.get(FILES)).body.files.map((one: { id: string }) => [one.id, one]))
    expect(listed.get(text.body.file.id)).toMatchObject({ job: null })
    expect(listed.get(broken.body.file.id)).toMatchObject({
      job: { id: broken.body.jobId, state: "failed", renditions: [] },
    })
    await manager.send("DELETE", fileAt(broken.body.file.id))
    await manager.send("DELETE", fileAt(text.body.file.id))
  })

  it("EDITOR-010 the browser's client follows a job to its end and cancels one", async () => {
    const { admin, client } = await browserClient(url())
    const uploaded = await client.upload(new Blob([new Uint8Array(realPng(320, 20))]), "small.png")
    if (!uploaded.ok || uploaded.value.jobId === null) throw new Error("the image was not queued")
    const end = await followFileJob(client, uploaded.value.jobId, {
      timing: { firstDelayMs: 50, maxDelayMs: 400, timeoutMs: 20_000 },
    })
    expect(end).toMatchObject({ ok: true, job: { state: "complete", renditions: [100, 300] } })
    expect((await admin.fetch(client.renditionUrl(uploaded.value.file.id, 100))).status).toBe(200)
    expect(await client.cancelJob(uploaded.value.jobId)).toMatchObject({
      ok: true,
      value: { state: "complete" },
    })
    expect(await client.job("no-such-job")).toMatchObject({ ok: false, error: { status: 404 } })
    await client.remove(uploaded.value.file.id)
  })
})
