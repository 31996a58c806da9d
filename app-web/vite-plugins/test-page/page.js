export const greeting = (name) => `Welcome, ${name}, to the store of ${location.host}`
