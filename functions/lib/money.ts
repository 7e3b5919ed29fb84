/**
 * Reais as the API takes them. The database keeps two decimals and refuses what is not positive, so
 * a positive amount must still be at least one cent once rounded: 0.004 would be stored as 0.00.
 */
export const atLeastOneCent = (reais: number) => Number.isFinite(reais) && Math.round(reais * 100) >= 1;
