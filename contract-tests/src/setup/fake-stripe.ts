import { randomUUID } from "node:crypto"
import { HttpResponse, http } from "msw"

const API = "https://api.stripe.com/v1/payment_intents"

interface Intent {
  id: string
  object: "payment_intent"
  amount: number
  currency: string
  status: "succeeded" | "requires_action" | "requires_payment_method"
  client_secret: string
  metadata: Record<string, string>
  payment_method: string
  last_payment_error: { message: string; code: string } | null
  next_action: { type: string } | null
}

// Stripe's documented test payment methods and what they do.
const DECLINES: Record<string, { code: string; decline_code: string; message: string }> = {
  pm_card_chargeDeclined: {
    code: "card_declined",
    decline_code: "generic_decline",
    message: "Your card was declined.",
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: "card_declined",
    decline_code: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
}

const error = (status: number, body: Record<string, string>) => HttpResponse.json({ error: body }, { status })

/**
 * Stripe's Payment Intents API as its reference describes it, for MSW: `POST /v1/payment_intents`
 * (form-encoded, `confirm=true`) and `GET /v1/payment_intents/:id`, the secret key checked
 * (401 `invalid_request_error`), `Idempotency-Key` replaying the first response, the test payment
 * methods `pm_card_visa` (succeeded), `pm_card_chargeDeclined*` (402 `card_error`) and
 * `pm_card_authenticationRequired` (`requires_action` with `use_stripe_sdk`, until `authenticate`
 * plays the shopper's 3-D Secure step). `down` makes every call a 500.
 *
 * @example
 * const stripe = fakeStripe("sk_test_x"); server.use(...stripe.handlers)
 */
export const fakeStripe = (secretKey: string) => {
  const intents = new Map<string, Intent>()
  const replies = new Map<string, { status: number; body: unknown }>()
  const state = { down: false }
  const authorised = (request: Request) => request.headers.get("authorization") === `Bearer ${secretKey}`
  const unauthorised = () =>
    error(401, {
      type: "invalid_request_error",
      message: `Invalid API Key provided: ${secretKey.slice(0, 8)}***`,
    })

  const create = http.post(API, async ({ request }) => {
    if (state.down) return error(500, { type: "api_error", message: "An unknown error occurred" })
    if (!authorised(request)) return unauthorised()
    const key = request.headers.get("idempotency-key")
    const replay = key === null ? undefined : replies.get(key)
    if (replay !== undefined) return HttpResponse.json(replay.body as object, { status: replay.status })
    const form = new URLSearchParams(await request.text())
    const id = `pi_${randomUUID().replaceAll("-", "").slice(0, 24)}`
    const method = form.get("payment_method") ?? ""
    const decline = DECLINES[method]
    const metadata = { orderId: form.get("metadata[orderId]") ?? "" }
    let reply: { status: number; body: unknown }
    if (decline !== undefined) {
      reply = { status: 402, body: { error: { type: "card_error", ...decline, payment_intent: { id } } } }
    } else {
      const action = method === "pm_card_authenticationRequired"
      const intent: Intent = {
        id,
        object: "payment_intent",
        amount: Number(form.get("amount")),
        currency: form.get("currency") ?? "",
        status: action ? "requires_action" : "succeeded",
        client_secret: `${id}_secret_${randomUUID().slice(0, 8)}`,
        metadata,
        payment_method: method,
        last_payment_error: null,
        next_action: action ? { type: "use_stripe_sdk" } : null,
      }
      intents.set(id, intent)
      reply = { status: 200, body: intent }
    }
    if (key !== null) replies.set(key, reply)
    return HttpResponse.json(reply.body as object, { status: reply.status })
  })

  const retrieve = http.get(`${API}/:id`, ({ request, params }) => {
    if (state.down) return error(500, { type: "api_error", message: "An unknown error occurred" })
    if (!authorised(request)) return unauthorised()
    const intent = intents.get(String(params.id))
    if (intent === undefined) {
      return error(404, {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such payment_intent: '${params.id}'`,
      })
    }
    return HttpResponse.json(intent)
  })

  return {
    handlers: [create, retrieve],
    state,
    /** Plays the shopper's 3-D Secure step: passed (the intent succeeds) or failed. */
    authenticate: (id: string, passed: boolean) => {
      const intent = intents.get(id)
      if (intent === undefined) return
      intent.next_action = null
      if (passed) intent.status = "succeeded"
      else {
        intent.status = "requires_payment_method"
        intent.last_payment_error = {
          code: "payment_intent_authentication_failure",
          message: "We are unable to authenticate your payment method.",
        }
      }
    },
  }
}
