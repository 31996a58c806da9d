import { captchaChallengePath } from "@vitrine/adapter-http/client"
import type { Product, Variant } from "@vitrine/core/catalog"
import {
  RESTOCK_BOX_START,
  RESTOCK_MESSAGES,
  RESTOCK_TOKEN_WAIT_MS,
  type RestockBoxState,
  restockBoxNext,
  restockBoxShowsForm,
  restockPayload,
} from "@vitrine/core/restock"
import { ENGLISH } from "@vitrine/core/site"
import { Captcha } from "@vitrine/react"
import { useEnteredBeforeHydration } from "@vitrine/react/entered-before-hydration"
import { useId, useRef, useState } from "react"
import { useStoreClient } from "../../api/context.tsx"
import { usePageText } from "../../ssr/page-language.ts"
import { MailingListCheckbox } from "./MailingListCheckbox.tsx"
import { useCaptchaToken } from "./use-captcha-token.ts"
import { useRestockBoxConfig } from "./use-restock-box-config.ts"

/**
 * The box's own texts in English. Ours where the spec shows the site's configured ones
 * (call-to-action, button): the demo store configures none. The box shows them in the page's
 * language (the page's dictionary, `usePageText`), and the default success text (RESTOCK-009) too;
 * a success text the site configured is shown as written. The messages themselves come from core (RESTOCK-005 to RESTOCK-010).
 *
 * @example
 * screen.getByRole("button", { name: RESTOCK_BOX_TEXT.submit })
 */
export const RESTOCK_BOX_TEXT = {
  cta: ENGLISH.restockCta,
  email: ENGLISH.email,
  submit: ENGLISH.notifyMe,
  sending: ENGLISH.signingUp,
  chooseFirst: ENGLISH.chooseOptionFirst,
  mailingList: ENGLISH.joinMailingList,
} as const

/**
 * The back-in-stock box of a sold-out product page (spec 000 §4): the call-to-action, an e-mail
 * field and the submit button. Core's state machine checks the e-mail ('Email cannot be blank',
 * 'Email is invalid', tied to the field as an alert); a valid one is sent with the captcha's token
 * when the store checks one (RESTOCK-004, RESTOCK-007: the box reads that from the page the server
 * rendered, or asks the store once; it shows the self-hosted widget, which solves from the first
 * focus, and waits for its token; a failed try solves a fresh one, the last being spent); on success only the call-to-action and
 * "Signed up!" remain (RESTOCK-008, RESTOCK-009); on failure the answer's message shows
 * (RESTOCK-010). When the store turned it on, a join-mailing-list checkbox, checked at first if
 * the store opts visitors in by default, whose state goes with the sign-up (RESTOCK-003).
 * A product with options needs one chosen: the sign-up is for that variant.
 *
 * @example
 * <RestockBox product={product} variant={chosen.variant} />
 */
export const RestockBox = ({ product, variant }: { product: Product; variant: Variant | undefined }) => {
  const client = useStoreClient()
  const text = usePageText()
  const [state, setState] = useState<RestockBoxState>(RESTOCK_BOX_START)
  const [email, setEmail] = useState("")
  const input = useRef<HTMLInputElement>(null)
  const ctaId = useId()
  const fieldId = useId()
  const errorId = useId()
  const { box, joined, setJoined } = useRestockBoxConfig()
  const captcha = box.captcha
  const [focused, setFocused] = useState(false)
  const token = useCaptchaToken(RESTOCK_TOKEN_WAIT_MS)
  // An e-mail typed (or the checkbox changed) on the server's HTML before the box hydrated is
  // what a sign-up sends.
  const form = useRef<HTMLFormElement>(null)
  useEnteredBeforeHydration(
    form,
    { email, ...(joined === null ? {} : { isJoinMailingList: joined ? "on" : "" }) },
    (entered) => {
      if (entered.email !== undefined) setEmail(entered.email)
      if (entered.isJoinMailingList !== undefined) setJoined(entered.isJoinMailingList !== "")
    },
  )

  const submit = async () => {
    const next = restockBoxNext(state, { _tag: "submit", email })
    if (next._tag === "sending" && variant === undefined) {
      setState({ _tag: "editing", error: text("chooseOptionFirst") })
      return
    }
    setState(next)
    if (next._tag !== "sending" || variant === undefined) {
      input.current?.focus()
      return
    }
    const payload = restockPayload(
      { productId: product.id, variantId: variant.id },
      { email, joinMailingList: joined, token: captcha ? await token.next() : null },
      null,
    )
    const result = await client.restockSignUp(payload)
    if (captcha && !result.ok) token.spent()
    setState(
      restockBoxNext(
        next,
        result.ok
          ? { _tag: "succeeded", successText: null }
          : { _tag: "failed", message: result.error.message },
      ),
    )
  }

  const error = state._tag === "editing" ? state.error : null
  const sending = state._tag === "sending"
  return (
    <section
      className="restock"
      aria-labelledby={ctaId}
      data-product-id={product.id}
      data-variant-id={variant?.id ?? ""}
    >
      <p className="restock-cta" id={ctaId}>
        {text("restockCta")}
      </p>
      {restockBoxShowsForm(state) ? (
        <>
          <form
            ref={form}
            className="restock-form"
            noValidate
            aria-busy={sending}
            onFocus={() => setFocused(true)}
            onSubmit={(event) => {
              event.preventDefault()
              void submit()
            }}
          >
            <label htmlFor={fieldId}>{text("email")}</label>
            <input
              ref={input}
              id={fieldId}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error !== null}
              aria-describedby={error === null ? undefined : errorId}
            />
            {error !== null && (
              <p className="field-error" id={errorId} role="alert">
                {error}
              </p>
            )}
            {joined !== null && (
              <MailingListCheckbox label={text("joinMailingList")} checked={joined} onChange={setJoined} />
            )}
            <button type="submit" className="button" disabled={sending}>
              {sending ? text("signingUp") : text("notifyMe")}
            </button>
          </form>
          {/* Beside the form, not in it: the widget holds back the submit of a form it sits in. */}
          {captcha && (
            <Captcha
              challengeUrl={captchaChallengePath("PRODUCT_WAITLIST_SUBMISSION")}
              visible={focused}
              theme="light"
              alignment="left"
              onToken={token.onToken}
              handle={token.handle}
            />
          )}
        </>
      ) : (
        <p className="restock-success" role="status">
          {state._tag !== "signedUp"
            ? ""
            : state.message === RESTOCK_MESSAGES.signedUp
              ? text("signedUp")
              : state.message}
        </p>
      )}
    </section>
  )
}
