/**
 * Reais as the API takes them. The database keeps two decimals and refuses what is not positive, so
 * a positive amount must still be at least one cent once rounded: 0.004 would be stored as 0.00.
 */
export const atLeastOneCent = (reais: number) => Number.isFinite(reais) && Math.round(reais * 100) >= 1;

/** Whole cents: what numeric(…, 2) keeps without rounding (1e-6 absorbs binary fractions like 0.1 + 0.2). */
export const wholeCents = (reais: number) => Math.abs(Math.round(reais * 100) - reais * 100) < 1e-6;
