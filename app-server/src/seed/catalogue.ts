import type { Product } from "@vitrine/core/catalog"
import { ProductType } from "@vitrine/core/catalog"
import { MONOGRAM_FORM } from "@vitrine/core/form"
import { buildProduct, type ProductSpec } from "./build.ts"
import type { ImageSpec } from "./images.ts"

const { PHYSICAL, DIGITAL, SERVICE, GIFT_CARD, PAYWALL } = ProductType

/**
 * The demo store: 13 products covering the five product types, products with no option and with one,
 * two and three option axes, a sold-out one (Merino Beanie), sale ones (Pour-Over Set, Sourdough
 * Field Guide), unlimited stock (Canvas Tote, Gift Card…), a custom form (the Pottery Workshop's monogram), low stock (Olive Wood Board), a
 * subscribable one with a plan (Coffee Subscription) and a gift card with denominations as variants.
 */
const SPECS: readonly ProductSpec[] = [
  {
    slug: "linen-shirt",
    title: "Linen Shirt",
    description:
      "A relaxed shirt in washed European linen that softens with every wear. Mother-of-pearl buttons, a straight hem to wear tucked or loose.",
    productType: PHYSICAL,
    price: 6800,
    options: { Size: ["S", "M", "L"], Colour: ["White", "Sage"] },
    stock: (attributes) => (attributes.Size === "L" && attributes.Colour === "Sage" ? 0 : 12),
    colours: { background: "#f3efe6", accent: "#d9d4c7" },
    swatches: { axis: "Colour", colours: { White: "#f7f5ef", Sage: "#9bb39a" } },
  },
  {
    slug: "pour-over-set",
    title: "Ceramic Pour-Over Set",
    description:
      "A hand-glazed dripper and carafe for a slow, clean cup. Holds standard #2 filters and brews up to four cups.",
    productType: PHYSICAL,
    price: 5400,
    salePrice: 4200,
    options: { Glaze: ["Speckled", "Charcoal"] },
    stock: 20,
    colours: { background: "#efe9e1", accent: "#b9a58f" },
    swatches: { axis: "Glaze", colours: { Speckled: "#d8cfc2", Charcoal: "#3d3d3f" } },
  },
  {
    slug: "merino-beanie",
    title: "Merino Beanie",
    description: "A ribbed beanie knitted from soft, warm extra-fine merino. Back in the autumn.",
    productType: PHYSICAL,
    price: 3800,
    options: { Colour: ["Rust", "Navy", "Oat"] },
    stock: 0,
    colours: { background: "#f1e7df", accent: "#b5562f" },
    swatches: { axis: "Colour", colours: { Rust: "#b5562f", Navy: "#27365a", Oat: "#d8c8a8" } },
  },
  {
    slug: "canvas-tote",
    title: "Canvas Tote",
    description:
      "A heavyweight cotton canvas tote with an inside pocket and long handles. Made to order, so never out of stock.",
    productType: PHYSICAL,
    price: 2400,
    stock: "unlimited",
    colours: { background: "#f4f1e8", accent: "#c9b98f" },
  },
  {
    slug: "hand-thrown-mug",
    title: "Hand-Thrown Mug",
    description:
      "Thrown on the wheel in our studio, each mug a little different. Choose its size, glaze and handle.",
    productType: PHYSICAL,
    price: (attributes) => (attributes.Size === "12 oz" ? 3600 : 3200),
    options: { Size: ["8 oz", "12 oz"], Glaze: ["Moss", "Sand"], Handle: ["Round", "Square"] },
    stock: 6,
    colours: { background: "#eef0e8", accent: "#7c8b5a" },
    swatches: { axis: "Glaze", colours: { Moss: "#7c8b5a", Sand: "#d9c7a3" } },
  },
  {
    slug: "olive-wood-board",
    title: "Olive Wood Board",
    description:
      "A serving board cut from a single piece of olive wood, finished with food-safe oil. Only a few left.",
    productType: PHYSICAL,
    price: 4500,
    stock: 3,
    scarcityEnabled: true,
    colours: { background: "#f2ece2", accent: "#8a6a45" },
  },
  {
    slug: "coffee-subscription",
    title: "Coffee Subscription",
    description:
      "A 250 g bag of seasonal single-origin coffee, roasted the week it ships, delivered every month.",
    productType: PHYSICAL,
    price: 1800,
    options: { Grind: ["Whole Bean", "Filter"] },
    stock: "unlimited",
    subscriptionPlan: { billingPeriod: { value: 1, unit: "MONTH" }, numBillingCycles: 0 },
    colours: { background: "#efe6dc", accent: "#5a3b2a" },
  },
  {
    slug: "sourdough-field-guide",
    title: "Sourdough Field Guide",
    description:
      "Our 120-page e-book on starters, hydration and shaping, with twelve tested recipes. PDF and EPUB.",
    productType: DIGITAL,
    price: 1200,
    salePrice: 900,
    stock: "unlimited",
    colours: { background: "#f6efe2", accent: "#c8924a" },
  },
  {
    slug: "botanical-print-pack",
    title: "Botanical Print Pack",
    description: "Six high-resolution botanical illustrations to print at home, in the size you choose.",
    productType: DIGITAL,
    price: (attributes) => (attributes.Format === "A3" ? 1900 : 1500),
    options: { Format: ["A4", "A3"] },
    stock: "unlimited",
    colours: { background: "#eef3ec", accent: "#4f7a5a" },
  },
  {
    slug: "pottery-workshop",
    title: "Pottery Workshop",
    description:
      "A three-hour beginners' class at the wheel, clay and firing included. Eight places per session.",
    productType: SERVICE,
    price: 8500,
    options: { Session: ["Saturday 10:00", "Sunday 14:00"] },
    stock: 8,
    colours: { background: "#f3ebe4", accent: "#a8674a" },
    // Initials for the piece (stamped in its foot, in a thread colour on its bag) and a gift note,
    // asked in a lightbox before the place goes in the cart.
    additionalFieldsFormId: MONOGRAM_FORM.id,
  },
  {
    slug: "styling-consultation",
    title: "Styling Consultation",
    description:
      "A one-hour video call with our stylist to plan a wardrobe or a room, with notes sent afterwards.",
    productType: SERVICE,
    price: 12000,
    stock: "unlimited",
    customAddButtonText: "Book Now",
    colours: { background: "#ecebf3", accent: "#5b5f97" },
  },
  {
    slug: "gift-card",
    title: "Vitrine Gift Card",
    description: "A gift card for anything in the store, sent by email. It never expires.",
    productType: GIFT_CARD,
    // Denominations are bare amounts: the store shows each as its variant's price in the store
    // currency (optionValueLabel), so a currency switch never leaves a stale "$25" behind.
    price: (attributes) => Number.parseInt(attributes.Amount ?? "25", 10) * 100,
    options: { Amount: ["25", "50", "100"] },
    stock: "unlimited",
    colours: { background: "#f5ecec", accent: "#c2455a" },
  },
  {
    slug: "members-journal",
    title: "Members' Journal",
    description:
      "Full access to our journal: studio notes, long-form recipes and early access to new pieces.",
    productType: PAYWALL,
    price: 500,
    stock: "unlimited",
    colours: { background: "#e9eef2", accent: "#34566e" },
  },
]

const built = SPECS.map(buildProduct)

/**
 * The demo catalogue the reference store seeds when its catalogue is empty.
 *
 * @example
 * demoCatalogue.find((product) => product.urlSlug === "linen-shirt")?.variants.length // 6
 */
export const demoCatalogue: readonly Product[] = built.map(({ product }) => product)

/**
 * The illustration of every demo image, by image id (`img-linen-shirt-sage`).
 *
 * @example
 * demoImages.get("img-canvas-tote")?.accent // "#c9b98f"
 */
export const demoImages: ReadonlyMap<string, ImageSpec> = new Map(built.flatMap(({ images }) => [...images]))
