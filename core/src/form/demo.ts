import type { FormDefinition } from "./definition.ts"

const captchaOff = { captchaEnabled: false, captchaTheme: "light", captchaAlignment: "left" } as const
const field = { description: "", required: false }

/**
 * The demo store's contact form: one field of every type (FORM-002), a captcha, and a thank-you text.
 * Data for a seed to save with `saveForm`.
 *
 * @example
 * saveForm("site-1", CONTACT_FORM)
 */
export const CONTACT_FORM: FormDefinition = {
  id: "contact",
  name: "Contact us",
  kind: "form",
  fields: [
    { type: "section", id: "about-you", title: "About you", underline: true },
    { type: "name", id: "name", title: "Name", ...field, required: true },
    { type: "email", id: "email", title: "Email", ...field, required: true },
    { type: "phone", id: "phone", title: "Phone", ...field, showCountryCode: true },
    { type: "address", id: "address", title: "Address", ...field },
    { type: "website", id: "website", title: "Website", ...field },
    { type: "twitter", id: "twitter", title: "Twitter", ...field },
    { type: "section", id: "your-message", title: "Your message", underline: false },
    { type: "text", id: "subject", title: "Subject", ...field, required: true },
    { type: "textarea", id: "message", title: "Message", ...field, required: true, maxLength: 500 },
    { type: "select", id: "topic", title: "Topic", ...field, options: ["Order", "Product", "Other"] },
    { type: "radio", id: "reply-by", title: "Reply by", ...field, options: ["Email", "Phone"] },
    { type: "checkbox", id: "interests", title: "Interests", ...field, options: ["Linen", "Wool", "Cotton"] },
    { type: "date", id: "visit-date", title: "Preferred visit date", ...field },
    { type: "time", id: "visit-time", title: "Preferred visit time", ...field },
    { type: "number", id: "order-count", title: "Orders placed so far", ...field },
    { type: "currency", id: "budget", title: "Budget", ...field },
    { type: "password", id: "order-code", title: "Order code", ...field, description: "From your receipt." },
    {
      type: "likert",
      id: "survey",
      title: "How did we do?",
      ...field,
      required: true,
      options: ["The store was easy to use", "Delivery was fast"],
    },
    { type: "hidden", id: "source", title: "Source", key: "utm_source", value: "site" },
  ],
  parsedSubmissionMessage: "<p>Thank you! We will be in touch shortly.</p>",
  submissionHTML: "",
  successRedirect: null,
  parsedDisclaimerMessage: "",
  captchaEnabled: true,
  captchaTheme: "light",
  captchaAlignment: "left",
}

/**
 * The demo store's footer newsletter form: one required e-mail field, no captcha.
 *
 * @example
 * saveForm("site-1", NEWSLETTER_FORM)
 */
export const NEWSLETTER_FORM: FormDefinition = {
  id: "newsletter",
  name: "Newsletter",
  kind: "newsletter",
  fields: [{ type: "email", id: "email", title: "Email Address", ...field, required: true }],
  parsedSubmissionMessage: "<p>Thank you for signing up!</p>",
  submissionHTML: "",
  successRedirect: null,
  parsedDisclaimerMessage: "<p>We respect your privacy.</p>",
  ...captchaOff,
}

/**
 * A product's custom form (additional fields asked before it goes in the cart): a monogram and a
 * gift note. The demo product names it in `additionalFieldsFormId`.
 *
 * @example
 * saveForm("site-1", MONOGRAM_FORM)
 */
export const MONOGRAM_FORM: FormDefinition = {
  id: "monogram",
  name: "Monogram",
  kind: "product",
  fields: [
    { type: "text", id: "initials", title: "Initials", ...field, required: true },
    {
      type: "select",
      id: "thread",
      title: "Thread colour",
      ...field,
      required: true,
      options: ["Gold", "Navy"],
    },
    { type: "textarea", id: "gift-note", title: "Gift note", ...field, maxLength: 140 },
  ],
  parsedSubmissionMessage: "",
  submissionHTML: "",
  successRedirect: null,
  parsedDisclaimerMessage: "",
  ...captchaOff,
}

/** The demo forms, for a seed. */
export const DEMO_FORMS: readonly FormDefinition[] = [CONTACT_FORM, NEWSLETTER_FORM, MONOGRAM_FORM]
