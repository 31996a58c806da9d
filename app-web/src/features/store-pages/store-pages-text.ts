/**
 * The store pages screen's texts: EDITOR-041's message when the collections do not load, ours for
 * the rest (the spec shows no such screen).
 *
 * @example
 * screen.getByRole("button", { name: STORE_PAGES_TEXT.create })
 */
export const STORE_PAGES_TEXT = {
  title: "Store pages",
  loading: "Loading the store pages",
  loadFailed: "Unable to load collections",
  listHeading: "Your store pages",
  empty: "No store pages yet. Create one below.",
  productCount: (count: number) => (count === 1 ? "1 product" : `${count} products`),
  edit: (title: string) => `Edit ${title}`,
  view: (title: string) => `View ${title} on the store`,
  createHeading: "Create a store page",
  pageTitle: "Title",
  description: "Description",
  create: "Create store page",
  creating: "Creating…",
  created: (title: string) => `${title} created.`,
  titleMissing: "Enter a title.",
  back: "Back to the store pages",
  loadingPage: "Loading the store page",
  productsHeading: "Products",
  limits: (products: number, maxProducts: number, items: number, maxItems: number) =>
    `${products} of ${maxProducts} products · ${items} of ${maxItems} items (products and top-level categories)`,
  search: "Search products to add",
  noMatches: "No products match.",
  add: (title: string) => `Add ${title}`,
  noProducts: "This page lists no products yet. Add some above.",
  moveUp: (title: string) => `Move ${title} up`,
  moveDown: (title: string) => `Move ${title} down`,
  remove: (title: string) => `Remove ${title}`,
  moved: (title: string, position: number) => `${title} moved to position ${position}.`,
  save: "Save products",
  saving: "Saving…",
  saved: "Products saved.",
  unsaved: "You have unsaved changes.",
  unsavedTitle: "Save your changes?",
  unsavedMessage: "The products of this page have changes that are not saved.",
  saveAndLeave: "Save and leave",
  discard: "Discard changes",
  keepEditing: "Keep editing",
  categoriesHeading: "Categories",
  noCategories: "No categories yet.",
  categoryName: "Category name",
  parent: "Inside",
  topLevel: "Top level",
  addCategory: "Add category",
  rename: (name: string) => `Rename ${name}`,
  renameLabel: (name: string) => `New name for ${name}`,
  saveName: "Save name",
  cancel: "Cancel",
  mergeInto: (name: string) => `Merge ${name} into`,
  merge: (name: string) => `Merge ${name}`,
  mergeTitle: "Merge categories?",
  mergeMessage: (name: string, into: string) =>
    `${name} is removed; its products and subcategories move to ${into}. This cannot be undone.`,
  yesMerge: "Merge",
  merging: "Merging…",
  removeCategory: (name: string) => `Remove ${name}`,
  removeTitle: "Remove this category?",
  removeMessage: (name: string, nested: number) =>
    nested === 0
      ? `${name} is removed; its products stay on the page. This cannot be undone.`
      : `${name} and the ${nested} categories inside it are removed; their products stay on the page. This cannot be undone.`,
  yesRemove: "Remove",
  removing: "Removing…",
  categoryDone: {
    created: (name: string) => `${name} added.`,
    renamed: (name: string) => `Renamed to ${name}.`,
    merged: (name: string, into: string) => `${name} merged into ${into}.`,
    removed: (name: string) => `${name} removed.`,
  },
  categoryLimit: (count: number, max: number) => `${count} of ${max} categories`,
} as const
