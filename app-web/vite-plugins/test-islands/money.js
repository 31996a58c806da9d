export const formatMoney = (cents) => `$${(cents / 100).toFixed(2)}`
