// The paths the header links to, apart from the route table (routes.ts): an island page's header
// (src/islands.tsx) needs these few strings, not the code that reads every path.

/** The contact page, with the demo's contact form. */
export const CONTACT_PATH = "/contact"

/** A member's account page (sign-out); the sign-in when signed out. */
export const ACCOUNT_PATH = "/account"

/** A member's sign-in page. */
export const SIGN_IN_PATH = "/account/sign-in"
