export const hydrate = (text) => `hydrated ${text}`
