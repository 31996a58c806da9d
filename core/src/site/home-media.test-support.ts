import type { SmugmugAccount, SmugmugGallery, SmugmugImage } from "./home-smugmug.ts"

/** An image of a test gallery: a Smugmug photo address, its size and alt text. */
export const smugmugImage = (key: string, n: number): SmugmugImage => ({
  url: `https://photos.smugmug.com/photos/i-${key}${n}/0/L/i-${key}${n}-L.jpg`,
  width: 800 + n,
  height: 600,
  alt: `Photo ${n} of ${key}`,
})

/** A test account of `galleries` galleries (keys G0, G1, …), each of `images` images. */
export const smugmugAccount = (galleries: number, images: number): SmugmugAccount =>
  Array.from({ length: galleries }, (_, g) => {
    const gallery: SmugmugGallery = { key: `G${g}`, title: `Gallery ${g}`, imageCount: images }
    return { gallery, images: Array.from({ length: images }, (_, n) => smugmugImage(gallery.key, n)) }
  })
