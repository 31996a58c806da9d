// The recipient rule of the Mailer port, one implementation for every adapter (the Mailer contract
// suite holds them to it). Mail libraries accept almost anything: nodemailer turns "not-an-address"
// into a message with no recipient, sends "a b@example.com" to b@example.com, and lets a line break
// in `to` add a header (a Bcc). So an adapter checks with this before its library sees the message.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
const ADDRESS = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`)

/**
 * Whether `to` is exactly one bare e-mail address, `local@domain`: the local part a dot-atom
 * (letters, digits, ! # $ % & ' * + / = ? ^ _ ` { | } ~ -, dots only between them), the domain at
 * least two dot-separated labels of letters, digits and inner hyphens, 254 characters at most. No
 * display name, no list, no whitespace, no quoted local part or IP literal.
 *
 * @example
 * isOneAddress("ada@example.com") // true
 * isOneAddress("Ada <ada@example.com>") // false
 */
export const isOneAddress = (to: string): boolean => to.length <= 254 && ADDRESS.test(to)
