export const frame = (content) => `<main>${content}</main>`
