import { cnpjCheckDigits } from '../../../functions/platform/cnpj';

/** A CNPJ nobody has: twelve random digits and their check digits (each run adds a new supplier). */
export function freshCnpj(): string {
  const base = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join('');
  return base + cnpjCheckDigits(base);
}

/** Hortifrúti Boa Safra's price list as Excel in Portuguese saves it: ";" and decimal commas, 12 lines. */
export const BOA_SAFRA_CSV = [
  'nome;unidade;preco;sku;gtin;validade',
  'Tomate italiano;kg;8,90;BS-01;;',
  'Alface crespa;un;3,50;BS-02;;',
  'Cebola;kg;5,20;BS-03;;',
  'Batata inglesa;kg;4,80;BS-04;;',
  'Cenoura;kg;4,30;BS-05;;',
  'Pimentão verde;kg;9,90;BS-06;;',
  'Abobrinha;kg;6,40;BS-07;;',
  'Limão taiti;kg;5,60;BS-08;;',
  'Banana prata;kg;6,90;BS-09;;',
  'Maçã gala;kg;11,50;BS-10;;',
  'Coentro;maço;2,50;BS-11;;',
  'Salsinha;maço;2,50;BS-12;;',
].join('\r\n');
