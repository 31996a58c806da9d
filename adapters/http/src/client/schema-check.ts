import { Schema } from "effect"
import {
  GetMemberSession,
  GetStaffSession,
  MemberLocale,
  MemberSignIn,
  MemberSignOut,
  StaffSignIn,
  StaffSignOut,
} from "../contract/account.ts"
import { AnalyticsCall } from "../contract/analytics.ts"
import { AddToCart, ChangeAdditionalFields, ChangeQuantity, GetCart, RemoveEntry } from "../contract/cart.ts"
import {
  ConfirmPayment,
  GetCheckout,
  GetOrder,
  ListOrders,
  MerchantOrder,
  PlaceOrder,
  StartSubscription,
} from "../contract/checkout.ts"
import {
  DisconnectAutomation,
  GetConnections,
  ListSubscribersCall,
  RemoveListSubscriber,
  SaveMailingConnection,
} from "../contract/connections.ts"
import {
  FormSubmissionKey,
  GetFormSchema,
  ListForms,
  ListSubmissions,
  SaveFormDefinition,
  SaveFormSubmission,
} from "../contract/forms.ts"
import { GetHomeLayout, ListSmugmugGalleries } from "../contract/home-layout.ts"
import { StockOf } from "../contract/inventory.ts"
import {
  GetMultilingualLanguages,
  GetMultilingualSettings,
  GetMultilingualStatus,
} from "../contract/multilingual.ts"
import { PlaceDetails, PlacesAutocomplete } from "../contract/places.ts"
import { GetProduct, ListProducts } from "../contract/products.ts"
import {
  RestockBoxCall,
  RestockGroupsCall,
  RestockSendAllCall,
  RestockSendCall,
  RestockSignUpCall,
  RestockSignUpsCall,
} from "../contract/restock.ts"
import { OutboxCall, OutboxRetryCall, RestockSettingsCall } from "../contract/restock-admin.ts"
import { GetStoreSettings, SaveStoreSettings } from "../contract/settings.ts"
import { DeleteSiteFile, ListSiteFiles, RenameSiteFile, SiteFileJob } from "../contract/site-files.ts"
import { GetSiteHeaderFooter } from "../contract/site-header-footer.ts"
import { GetSiteStyles, ListFonts } from "../contract/site-styles.ts"
import { AddStaff, ChangeStaffRoles, ListStaff, RemoveStaff } from "../contract/staff.ts"
import { GetStorePage, ListStorePages } from "../contract/store-collections.ts"
import { CreateStoreCategory, CreateStorePage } from "../contract/store-pages.ts"
import type { Endpoint } from "./shape.ts"

/**
 * The full check of each response against the contract Schema. Imported lazily by the client when
 * `validate: "schema"` (tests, tools), so the browser bundle never carries Effect Schema by default.
 *
 * @example
 * SCHEMA_CHECKS.getCart({ cart: null }) // true
 */
export const SCHEMA_CHECKS: Record<Endpoint, (body: unknown) => boolean> = {
  listProducts: Schema.is(ListProducts.response),
  getProduct: Schema.is(GetProduct.response),
  getCart: Schema.is(GetCart.response),
  addToCart: Schema.is(AddToCart.response),
  changeQuantity: Schema.is(ChangeQuantity.response),
  changeAdditionalFields: Schema.is(ChangeAdditionalFields.response),
  removeEntry: Schema.is(RemoveEntry.response),
  stock: Schema.is(StockOf.response),
  getSettings: Schema.is(GetStoreSettings.response),
  saveSettings: Schema.is(SaveStoreSettings.response),
  memberSignedIn: Schema.is(MemberSignIn.response),
  memberSignedOut: Schema.is(MemberSignOut.response),
  member: Schema.is(GetMemberSession.response),
  staffSignedIn: Schema.is(StaffSignIn.response),
  staffSignedOut: Schema.is(StaffSignOut.response),
  staff: Schema.is(GetStaffSession.response),
  memberLocale: Schema.is(MemberLocale.response),
  listStaff: Schema.is(ListStaff.response),
  addStaff: Schema.is(AddStaff.response),
  changeStaffRoles: Schema.is(ChangeStaffRoles.response),
  removeStaff: Schema.is(RemoveStaff.response),
  siteHeaderFooter: Schema.is(GetSiteHeaderFooter.response),
  siteStyles: Schema.is(GetSiteStyles.response),
  fontList: Schema.is(ListFonts.response),
  homeLayout: Schema.is(GetHomeLayout.response),
  multilingualSettings: Schema.is(GetMultilingualSettings.response),
  multilingualStatus: Schema.is(GetMultilingualStatus.response),
  multilingualLanguages: Schema.is(GetMultilingualLanguages.response),
  connections: Schema.is(GetConnections.response),
  mailingConnection: (body) =>
    Schema.is(SaveMailingConnection.response)(body) ||
    Schema.is(Schema.Struct({ mailing: Schema.Null }))(body),
  automationConnection: Schema.is(DisconnectAutomation.response),
  listSubscribers: Schema.is(ListSubscribersCall.response),
  removeListSubscriber: Schema.is(RemoveListSubscriber.response),
  getCheckout: Schema.is(GetCheckout.response),
  placeOrder: Schema.is(PlaceOrder.response),
  confirmPayment: Schema.is(ConfirmPayment.response),
  getOrder: Schema.is(GetOrder.response),
  listOrders: Schema.is(ListOrders.response),
  merchantOrder: Schema.is(MerchantOrder.response),
  restockBox: Schema.is(RestockBoxCall.response),
  restockSettings: Schema.is(RestockSettingsCall.response),
  startSubscription: Schema.is(StartSubscription.response),
  restockSignUp: Schema.is(RestockSignUpCall.response),
  restockGroups: Schema.is(RestockGroupsCall.response),
  restockSignUps: Schema.is(RestockSignUpsCall.response),
  restockSend: Schema.is(RestockSendCall.response),
  restockSendAll: Schema.is(RestockSendAllCall.response),
  outbox: Schema.is(OutboxCall.response),
  retryOutbox: Schema.is(OutboxRetryCall.response),
  getForm: Schema.is(GetFormSchema.response),
  formSubmissionKey: Schema.is(FormSubmissionKey.response),
  submitForm: Schema.is(SaveFormSubmission.response),
  listForms: Schema.is(ListForms.response),
  saveForm: Schema.is(SaveFormDefinition.response),
  listSubmissions: Schema.is(ListSubmissions.response),
  analytics: Schema.is(AnalyticsCall.response),
  suggestAddresses: Schema.is(PlacesAutocomplete.response),
  placeDetails: Schema.is(PlaceDetails.response),
  siteFiles: Schema.is(ListSiteFiles.response),
  smugmugGalleries: Schema.is(ListSmugmugGalleries.response),
  siteFile: Schema.is(RenameSiteFile.response),
  siteFileDeleted: Schema.is(DeleteSiteFile.response),
  siteFileJob: Schema.is(SiteFileJob.response),
  storePages: Schema.is(ListStorePages.response),
  storePage: Schema.is(GetStorePage.response),
  storePageCreated: Schema.is(CreateStorePage.response),
  storeRootCategory: Schema.is(CreateStoreCategory.response),
}
