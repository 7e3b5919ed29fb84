import * as z from 'zod';

const ids = (what: string, empty: string) =>
  z
    .array(z.string().uuid(`${what} inválida`), { error: empty })
    .min(1, empty)
    .max(500, `No máximo 500 ${what.toLowerCase()}s`)
    .transform((list) => [...new Set(list)]);

/** A supplier's request to be listed on the marketplace (#54): where it delivers, what it sells, a note. */
export const listingRequestSchema = z.object({
  city_ids: ids('Cidade', 'Escolha ao menos uma cidade que você atende'),
  category_ids: ids('Categoria', 'Escolha ao menos uma categoria do que você vende'),
  message: z.string().trim().max(1000, 'A mensagem deve ter no máximo 1000 caracteres').optional(),
});

export type ListingRequestInput = z.infer<typeof listingRequestSchema>;
export type ListingRequestForm = z.input<typeof listingRequestSchema>;
