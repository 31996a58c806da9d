import { lazy, type ReactNode } from "react"
import type { StaffView } from "../../api/accounts.tsx"
import {
  type AdminSection,
  ANALYTICS_PATH,
  CONNECTIONS_ADMIN_PATH,
  FILES_ADMIN_PATH,
  FORMS_PATH,
  HOME_ADMIN_PATH,
  LANGUAGES_ADMIN_PATH,
  ORDERS_ADMIN_PATH,
  RESTOCK_PATH,
  SETTINGS_PATH,
  SITE_ADMIN_PATH,
  STAFF_PATH,
  STORE_PAGES_ADMIN_PATH,
  STYLES_ADMIN_PATH,
} from "../../router/routes.ts"
import { SettingsPage } from "../settings/SettingsPage.tsx"
import { FormsSection } from "./FormsSection.tsx"

// Each screen but the settings is its own chunk: most staff visits are to the settings, and only
// the analytics screen loads the chart library.
const RestockAdminPage = lazy(() =>
  import("../restock-admin/RestockAdminPage.tsx").then((module) => ({ default: module.RestockAdminPage })),
)
const StaffAdminPage = lazy(() =>
  import("../staff-admin/StaffAdminPage.tsx").then((module) => ({ default: module.StaffAdminPage })),
)
const SiteHeaderFooterPage = lazy(() =>
  import("../site-admin/SiteHeaderFooterPage.tsx").then((module) => ({
    default: module.SiteHeaderFooterPage,
  })),
)
const SiteStylesPage = lazy(() =>
  import("../site-admin/SiteStylesPage.tsx").then((module) => ({ default: module.SiteStylesPage })),
)
const HomeLayoutPage = lazy(() =>
  import("../home-admin/HomeLayoutPage.tsx").then((module) => ({ default: module.HomeLayoutPage })),
)
const SiteFilesPage = lazy(() =>
  import("../site-files/SiteFilesPage.tsx").then((module) => ({ default: module.SiteFilesPage })),
)
const StorePagesPage = lazy(() =>
  import("../store-pages/StorePagesPage.tsx").then((module) => ({ default: module.StorePagesPage })),
)
const MultilingualPage = lazy(() =>
  import("../site-admin/MultilingualPage.tsx").then((module) => ({ default: module.MultilingualPage })),
)
const ConnectionsPage = lazy(() =>
  import("../site-admin/ConnectionsPage.tsx").then((module) => ({ default: module.ConnectionsPage })),
)
const AnalyticsPage = lazy(() =>
  import("../analytics/AnalyticsPage.tsx").then((module) => ({ default: module.AnalyticsPage })),
)
const OrdersAdminPage = lazy(() =>
  import("../orders-admin/OrdersAdminPage.tsx").then((module) => ({ default: module.OrdersAdminPage })),
)

/** A section of the shell: the nav's sections, and the pages of one form. */
export type ShellSection = AdminSection | "submissions" | "edit-form"

/** What a section's screen is given: who is signed in, and the form or order its path names. */
export interface SectionProps {
  readonly staff: StaffView
  readonly section: ShellSection
  readonly formId: string | undefined
  readonly orderId: string | undefined
  /** The staff member's own session ended or changed (their own roles): the shell reloads it. */
  readonly onSignedOut: () => void
}

/** One entry of the admin shell: its nav link, the sections it owns, who may open it, its screen. */
export interface AdminSectionEntry {
  readonly label: string
  readonly path: string
  /** The sections that show this entry's screen and mark its link current. */
  readonly owns: readonly ShellSection[]
  /** The permission the screen needs (null: the screen decides, as the forms' pages do). */
  readonly permission: string | null
  /** What a role without the permission sees (ours: the spec shows no merchant screens, UI-008). */
  readonly refused: string
  /** Whether the link is hidden from a role without the permission (staff: admins only). */
  readonly hiddenWhenRefused?: boolean
  /** The spinner's label while the screen's chunk loads. */
  readonly loading: string
  readonly screen: (props: SectionProps) => ReactNode
}

/**
 * The admin shell's sections, in nav order. A new merchant screen is one more entry; the server
 * guards every merchant call anyway (401/403), so `permission` only decides what to show.
 *
 * @example
 * ADMIN_SECTIONS.find((entry) => entry.owns.includes("orders"))?.label // "Orders"
 */
export const ADMIN_SECTIONS: readonly AdminSectionEntry[] = [
  {
    label: "Store settings",
    path: SETTINGS_PATH,
    owns: ["settings"],
    permission: "settings.write",
    refused: "Your role cannot change the store settings.",
    loading: "Loading the settings",
    screen: () => <SettingsPage />,
  },
  {
    label: "Header and footer",
    path: SITE_ADMIN_PATH,
    owns: ["site"],
    permission: "site.manage",
    refused: "Your role cannot change the site's header and footer.",
    loading: "Loading the header and footer",
    screen: () => <SiteHeaderFooterPage />,
  },
  {
    label: "Site styles",
    path: STYLES_ADMIN_PATH,
    owns: ["styles"],
    permission: "site.manage",
    refused: "Your role cannot change the site's styles.",
    loading: "Loading the site styles",
    screen: () => <SiteStylesPage />,
  },
  {
    label: "Home page",
    path: HOME_ADMIN_PATH,
    owns: ["home-page"],
    permission: "site.manage",
    refused: "Your role cannot change the home page.",
    loading: "Loading the home page",
    screen: () => <HomeLayoutPage />,
  },
  {
    label: "Store pages",
    path: STORE_PAGES_ADMIN_PATH,
    owns: ["store-pages"],
    permission: "site.manage",
    refused: "Your role cannot change the site's store pages.",
    loading: "Loading the store pages",
    screen: () => <StorePagesPage />,
  },
  {
    label: "Languages",
    path: LANGUAGES_ADMIN_PATH,
    owns: ["languages"],
    permission: "site.manage",
    refused: "Your role cannot change the site's languages.",
    loading: "Loading the languages",
    screen: () => <MultilingualPage />,
  },
  {
    label: "Connections",
    path: CONNECTIONS_ADMIN_PATH,
    owns: ["connections"],
    permission: "site.manage",
    refused: "Your role cannot change the site's connections.",
    loading: "Loading the connections",
    screen: () => <ConnectionsPage />,
  },
  {
    label: "Files",
    path: FILES_ADMIN_PATH,
    owns: ["files"],
    permission: "site.manage",
    refused: "Your role cannot manage the site's files.",
    loading: "Loading the files",
    screen: () => <SiteFilesPage />,
  },
  {
    label: "Back in stock",
    path: RESTOCK_PATH,
    owns: ["restock"],
    permission: "restock.send",
    refused: "Your role cannot see or send back-in-stock e-mails.",
    loading: "Loading sign-ups",
    screen: () => <RestockAdminPage />,
  },
  {
    label: "Forms",
    path: FORMS_PATH,
    owns: ["forms", "new-form", "submissions", "edit-form"],
    permission: null,
    refused: "",
    loading: "Loading forms",
    screen: (props) => (
      <FormsSection section={props.section} formId={props.formId} permissions={props.staff.permissions} />
    ),
  },
  {
    label: "Staff",
    path: STAFF_PATH,
    owns: ["staff"],
    permission: "staff.manage",
    refused: "Only an administrator can manage staff.",
    hiddenWhenRefused: true,
    loading: "Loading the staff",
    screen: (props) => <StaffAdminPage ownId={props.staff.id} onOwnRolesChanged={props.onSignedOut} />,
  },
  {
    label: "Analytics",
    path: ANALYTICS_PATH,
    owns: ["analytics"],
    permission: "analytics.read",
    refused: "Your role cannot see the store's analytics.",
    loading: "Loading analytics",
    screen: () => <AnalyticsPage />,
  },
  {
    label: "Orders",
    path: ORDERS_ADMIN_PATH,
    owns: ["orders"],
    permission: "orders.read",
    refused: "Your role cannot see the store's orders.",
    loading: "Loading orders",
    screen: (props) => (
      <OrdersAdminPage
        orderId={props.orderId}
        canManage={props.staff.permissions.includes("orders.manage")}
      />
    ),
  },
]

/**
 * Whether the signed-in staff member may open a section's screen.
 *
 * @example
 * mayOpen(entry, staff) // false for a viewer on the settings
 */
export const mayOpen = (entry: AdminSectionEntry, staff: StaffView): boolean =>
  entry.permission === null || staff.permissions.includes(entry.permission)

/**
 * The entry whose screen shows a section, or none (the shell's home).
 *
 * @example
 * sectionOf("edit-form")?.label // "Forms"
 */
export const sectionOf = (section: ShellSection): AdminSectionEntry | undefined =>
  ADMIN_SECTIONS.find((entry) => entry.owns.includes(section))
