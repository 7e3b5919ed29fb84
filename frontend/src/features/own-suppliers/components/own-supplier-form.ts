import * as z from 'zod';
import { formatReaisInput, parseReais } from '@/lib/money';
import type { NewOwnSupplier, OwnSupplier } from '../api/own-suppliers';
import { whatsappFromE164, whatsappToE164 } from './whatsapp';

/**
 * The form's own shape (text as typed, the money and the WhatsApp masked); what it sends is checked
 * again by the API, whose 400 details land on these same field names.
 */
export const ownSupplierFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'O nome deve ter pelo menos 2 caracteres')
    .max(120, 'O nome pode ter até 120 caracteres'),
  email: z.string().trim().min(1, 'E-mail é obrigatório').email('E-mail inválido'),
  contact_name: z.string().trim().max(120, 'O contato pode ter até 120 caracteres'),
  whatsapp: z.string().refine((v) => v.trim() === '' || whatsappToE164(v) !== null, 'Celular com DDD: (11) 98765-4321'),
  city_ids: z.array(z.string()).min(1, 'Escolha ao menos uma cidade'),
  minimum_order_value: z.string().refine((v) => v.trim() === '' || (parseReais(v) ?? -1) >= 0, 'Valor inválido'),
  lead_time_days: z.string().regex(/^(\d{1,3})?$/, 'Em dias, de 0 a 365'),
  payment_terms: z.string(),
  delivery_weekdays: z.array(z.number()).min(1, 'Escolha ao menos um dia de entrega'),
  order_cutoff: z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'Horário no formato 14:00'),
});
export type OwnSupplierFormValues = z.infer<typeof ownSupplierFormSchema>;

/** The fields the API's validation details may name (they go inline, under the field). */
export const OWN_SUPPLIER_FIELDS = [
  'name',
  'email',
  'contact_name',
  'whatsapp',
  'city_ids',
  'minimum_order_value',
  'lead_time_days',
  'payment_terms',
  'delivery_weekdays',
  'order_cutoff',
] as const satisfies readonly (keyof OwnSupplierFormValues)[];

export const ALL_WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

/** A new supplier's form: the organization's city, deliveries every day but Sunday. */
export const newOwnSupplierValues = (cityId: string | undefined): OwnSupplierFormValues => ({
  name: '',
  email: '',
  contact_name: '',
  whatsapp: '',
  city_ids: cityId ? [cityId] : [],
  minimum_order_value: '',
  lead_time_days: '1',
  payment_terms: '',
  delivery_weekdays: [1, 2, 3, 4, 5, 6],
  order_cutoff: '',
});

export const ownSupplierValues = (s: OwnSupplier): OwnSupplierFormValues => ({
  name: s.name,
  email: s.email,
  contact_name: s.contact_name ?? '',
  whatsapp: whatsappFromE164(s.whatsapp),
  city_ids: s.cities.map((c) => c.id),
  minimum_order_value: s.minimum_order_value > 0 ? formatReaisInput(s.minimum_order_value) : '',
  lead_time_days: String(s.lead_time_days),
  payment_terms: s.payment_terms.join('\n'),
  delivery_weekdays: s.delivery_weekdays,
  order_cutoff: s.order_cutoff ?? '',
});

/** What the API receives from the form (the CNPJ is the add flow's, asked first). */
export const ownSupplierBody = (v: OwnSupplierFormValues): Omit<NewOwnSupplier, 'cnpj'> => ({
  name: v.name.trim(),
  email: v.email.trim(),
  contact_name: v.contact_name.trim() || null,
  whatsapp: whatsappToE164(v.whatsapp),
  city_ids: v.city_ids,
  minimum_order_value: parseReais(v.minimum_order_value) ?? 0,
  lead_time_days: Number(v.lead_time_days || 0),
  payment_terms: v.payment_terms
    .split('\n')
    .map((t) => t.trim())
    .filter(Boolean),
  delivery_weekdays: [...v.delivery_weekdays].sort(),
  order_cutoff: v.order_cutoff || null,
});
