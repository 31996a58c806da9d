export const badge = (text) => `[${text}]`
