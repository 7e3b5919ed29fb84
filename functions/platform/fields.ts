import * as z from 'zod';

const INVALID_EMAIL = 'Por favor, insira um e-mail válido';

/** An e-mail address, trimmed and lower-cased; missing or malformed, the same Portuguese message. */
export const emailField = z.string({ error: INVALID_EMAIL }).trim().toLowerCase().email(INVALID_EMAIL);
