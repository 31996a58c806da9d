import { memorySmugmugGalleries } from "@vitrine/core/memory"
import type { SmugmugAccount, SmugmugGalleries } from "@vitrine/core/site"
import type { Layer } from "effect"

// Sizes as Smugmug gives its L size (a 1024 × 768 box): a landscape photo and a portrait one.
const SUBJECTS = ["Harbour", "Market", "Workshop", "Linen", "Ceramics", "Garden", "Studio", "Coast"]

const demoGallery = (g: number, images: number): SmugmugAccount[number] => {
  const key = `Demo${g}`
  const title = `${SUBJECTS[g % SUBJECTS.length]} ${Math.floor(g / SUBJECTS.length) + 1}`
  return {
    gallery: { key, title, imageCount: images },
    images: Array.from({ length: images }, (_, n) => ({
      url: `https://photos.smugmug.com/photos/i-${key}x${n}/0/L/i-${key}x${n}-L.jpg`,
      width: n % 3 === 0 ? 576 : 1024,
      height: n % 3 === 0 ? 768 : 683,
      alt: `${title}, photo ${n + 1}`,
    })),
  }
}

/**
 * The demo's Smugmug accounts: `vitrine-demo` with 24 galleries (so the editor shows the limit of
 * 20, CONST-007), the first of 56 images (the block shows 50) and the rest of 6; `empty-demo` with
 * no public gallery. `offline-demo` is an account Smugmug cannot be asked about (see
 * `cannedSmugmugGalleries`). The photos' addresses are on Smugmug's host but made up: offline, the
 * storefront shows their alt texts.
 */
export const DEMO_SMUGMUG_ACCOUNTS: Readonly<Record<string, SmugmugAccount>> = {
  "vitrine-demo": Array.from({ length: 24 }, (_, g) => demoGallery(g, g === 0 ? 56 : 6)),
  "empty-demo": [],
}

/** The demo nickname whose galleries cannot be asked about: "Unable to connect. Please try again". */
export const DEMO_SMUGMUG_UNREACHABLE = "offline-demo"

/**
 * SmugmugGalleries without the internet, for the reference store and its tests: the accounts given
 * (default `DEMO_SMUGMUG_ACCOUNTS`), `DEMO_SMUGMUG_UNREACHABLE` failing as Smugmug unreachable, any
 * other nickname no account. Deterministic: it never asks Smugmug.
 *
 * @example
 * start({ smugmug: cannedSmugmugGalleries() })
 */
export const cannedSmugmugGalleries = (
  accounts: Readonly<Record<string, SmugmugAccount>> = DEMO_SMUGMUG_ACCOUNTS,
): Layer.Layer<SmugmugGalleries> =>
  memorySmugmugGalleries(accounts, { unreachable: [DEMO_SMUGMUG_UNREACHABLE] })
