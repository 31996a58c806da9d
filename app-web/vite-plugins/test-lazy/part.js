export const part = "a lazy part ".repeat(50)
