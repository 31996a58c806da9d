/**
 * The marks a "You may also like" section carries in the page, so the analytics session (a chunk
 * loaded when the page is idle) finds it, its links and its products without any code of the page's
 * first load: the section's attribute (its value the id of the product it is shown for) and each
 * card's product id.
 */
export const RELATED_SECTION_ATTRIBUTE = "data-related-to"

/** The attribute of a product card (or `@vitrine/react`'s product block) holding its product's id. */
export const PRODUCT_ID_ATTRIBUTE = "data-product-id"

/**
 * The attribute of a part of a page whose adds the add-to-cart metric files under another
 * `product_page` than the page's own (TRACK-009): `add-on` on the related section, `product_block`
 * on `@vitrine/react`'s `ProductBlock`, which sets it itself.
 */
export const PRODUCT_PAGE_ATTRIBUTE = "data-product-page"
