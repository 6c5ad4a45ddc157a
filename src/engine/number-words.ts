/**
 * The numbers zero to twenty as words. Durations ("for seven months") and stated scores ("a PHQ-9 of fifteen")
 * both read numbers said aloud from this one table; each adds what only it needs.
 */
export const CARDINALS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
};
