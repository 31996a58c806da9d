// Another page's entry, for first-load-size.test.ts: built beside the measured one, never counted.
export const otherPage = "the code of another page ".repeat(200)
document.body.append(otherPage)
