export const later = "a lazily loaded chunk ".repeat(200)
