/** The key of a hit's `data` that names the signed-in member (the tracking payload's field, TRACK-005). */
export const MEMBER_KEY = "memberAccountId"

/**
 * A hit's data with the signed-in member's id attached (TRACK-007). The id is the server's, read from
 * the request's member session: whatever `memberAccountId` the page sent is dropped first, so a page
 * can never file a hit under another member, and a signed-out visitor's hits name no member. Data
 * that was absent stays absent when there is no member.
 *
 * @example
 * withMember({ pagePath: "/shop", memberAccountId: "forged" }, "m1") // { pagePath: "/shop", memberAccountId: "m1" }
 * withMember({ memberAccountId: "forged" }, null) // {}
 * withMember(null, null) // null
 */
export const withMember = (
  data: { readonly [key: string]: unknown } | null,
  memberId: string | null,
): { readonly [key: string]: unknown } | null => {
  if (data === null) return memberId === null ? null : { [MEMBER_KEY]: memberId }
  const { [MEMBER_KEY]: _sent, ...kept } = data
  return memberId === null ? kept : { ...kept, [MEMBER_KEY]: memberId }
}
