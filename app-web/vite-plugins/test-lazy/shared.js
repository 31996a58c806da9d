export const shared = "what two lazy pages share ".repeat(50)
