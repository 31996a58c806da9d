import { join } from "node:path"
import { ConfigProvider, Effect } from "effect"
import { describe, expect, it } from "vitest"
import { REPO_ROOT, serverConfig } from "./config.ts"

const read = (env: Record<string, string>) =>
  Effect.runPromise(serverConfig.parse(ConfigProvider.fromEnvRecord(env)))

describe("server config", () => {
  it("has a default for everything: port 3000, PGlite under the repo, 600 API calls a minute", async () => {
    expect(await read({})).toEqual({
      port: 3000,
      host: "0.0.0.0",
      databaseUrl: undefined,
      dataDir: join(REPO_ROOT, ".data/pglite"),
      websiteId: "vitrine-demo",
      logLevel: "info",
      rateLimitPerMinute: 600,
      trustProxyHops: 0,
      workers: 1,
      adminEmail: "admin@example.com",
      adminPassword: undefined,
      crumbSecret: undefined,
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      mailUrl: undefined,
      mailFrom: "Vitrine demo store <store@vitrine.invalid>",
      publicUrl: undefined,
      captchaHmacKey: undefined,
      turnstile: undefined,
      googleMapsApiKey: undefined,
      vimeoOEmbed: false,
      smugmugApiKey: undefined,
    })
  })

  it("asks Smugmug's API for the home page's galleries only with SMUGMUG_API_KEY", async () => {
    expect((await read({ SMUGMUG_API_KEY: "smug-key" })).smugmugApiKey).toBe("smug-key")
  })

  it("EDITOR-044 asks Vimeo itself only when VIMEO_OEMBED says so", async () => {
    expect((await read({ VIMEO_OEMBED: "true" })).vimeoOEmbed).toBe(true)
    expect((await read({ VIMEO_OEMBED: "false" })).vimeoOEmbed).toBe(false)
  })

  it("reads Google's Places key for address suggestions", async () => {
    expect((await read({ GOOGLE_MAPS_API_KEY: "AIza-key" })).googleMapsApiKey).toBe("AIza-key")
  })

  it("CAPTCHA-001 reads Cloudflare Turnstile's keys only as a pair", async () => {
    expect(
      (await read({ TURNSTILE_SECRET_KEY: "0x4secret", TURNSTILE_SITE_KEY: "0x4site" })).turnstile,
    ).toEqual({
      secretKey: "0x4secret",
      siteKey: "0x4site",
    })
    expect((await read({ TURNSTILE_SECRET_KEY: "0x4secret" })).turnstile).toBeUndefined()
    expect((await read({ TURNSTILE_SITE_KEY: "0x4site" })).turnstile).toBeUndefined()
  })

  it("reads the payment and mail variables (Stripe keys, SMTP URL, sender)", async () => {
    const config = await read({
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      MAIL_URL: "smtp://127.0.0.1:2525",
      MAIL_FROM: "Shop <shop@example.com>",
    })
    expect(config).toMatchObject({
      stripeSecretKey: "sk_test_1",
      stripeWebhookSecret: "whsec_1",
      mailUrl: "smtp://127.0.0.1:2525",
      mailFrom: "Shop <shop@example.com>",
    })
  })

  it("reads each variable", async () => {
    const config = await read({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/vitrine",
      DATA_DIR: "/var/lib/vitrine",
      WEBSITE_ID: "shop-1",
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "10000",
      TRUST_PROXY_HOPS: "1",
      WORKERS: "4",
      VITRINE_ADMIN_EMAIL: "owner@shop.example",
      VITRINE_ADMIN_PASSWORD: "a long passphrase",
      VITRINE_CRUMB_SECRET: "shared by every process",
      MAIL_URL: "smtp://mail.example.com:587",
      MAIL_FROM: "Shop <shop@example.com>",
      PUBLIC_URL: "https://shop.example.com",
      CAPTCHA_HMAC_KEY: "k".repeat(32),
    })
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: "postgres://postgres@127.0.0.1:5432/vitrine",
      dataDir: "/var/lib/vitrine",
    })
    expect(config).toMatchObject({
      logLevel: "warn",
      rateLimitPerMinute: 10000,
      trustProxyHops: 1,
      websiteId: "shop-1",
      workers: 4,
      adminEmail: "owner@shop.example",
      adminPassword: "a long passphrase",
    })
    // A 32-byte key made from the text, the same in every process that reads the same text.
    expect(config.crumbSecret).toHaveLength(32)
    expect(config.crumbSecret).toEqual(
      (await read({ VITRINE_CRUMB_SECRET: "shared by every process" })).crumbSecret,
    )
    expect(config).toMatchObject({
      mailUrl: "smtp://mail.example.com:587",
      mailFrom: "Shop <shop@example.com>",
      publicUrl: "https://shop.example.com",
      captchaHmacKey: "k".repeat(32),
    })
  })

  it.each([
    ["PORT", "http"],
    ["PORT", "70000"],
    ["LOG_LEVEL", "loud"],
    ["RATE_LIMIT_PER_MINUTE", "1.5"],
    ["WORKERS", "0"],
    ["WORKERS", "2.5"],
    ["WORKERS", "100"],
  ])("refuses %s=%s", async (name, value) => {
    await expect(read({ [name]: value })).rejects.toThrow()
  })
})
