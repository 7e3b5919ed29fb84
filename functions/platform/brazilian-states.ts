/**
 * The 27 federative units (26 states and the Distrito Federal): the UF's two letters, its name and its
 * IBGE code. The one table of them: a city's UF and IBGE code are checked against it (the first two
 * digits of a municipality's code are its UF's code), and the SPA offers its UFs from it.
 */
export const BRAZILIAN_STATES = [
  { uf: 'AC', name: 'Acre', ibge: '12' },
  { uf: 'AL', name: 'Alagoas', ibge: '27' },
  { uf: 'AP', name: 'Amapá', ibge: '16' },
  { uf: 'AM', name: 'Amazonas', ibge: '13' },
  { uf: 'BA', name: 'Bahia', ibge: '29' },
  { uf: 'CE', name: 'Ceará', ibge: '23' },
  { uf: 'DF', name: 'Distrito Federal', ibge: '53' },
  { uf: 'ES', name: 'Espírito Santo', ibge: '32' },
  { uf: 'GO', name: 'Goiás', ibge: '52' },
  { uf: 'MA', name: 'Maranhão', ibge: '21' },
  { uf: 'MT', name: 'Mato Grosso', ibge: '51' },
  { uf: 'MS', name: 'Mato Grosso do Sul', ibge: '50' },
  { uf: 'MG', name: 'Minas Gerais', ibge: '31' },
  { uf: 'PA', name: 'Pará', ibge: '15' },
  { uf: 'PB', name: 'Paraíba', ibge: '25' },
  { uf: 'PR', name: 'Paraná', ibge: '41' },
  { uf: 'PE', name: 'Pernambuco', ibge: '26' },
  { uf: 'PI', name: 'Piauí', ibge: '22' },
  { uf: 'RJ', name: 'Rio de Janeiro', ibge: '33' },
  { uf: 'RN', name: 'Rio Grande do Norte', ibge: '24' },
  { uf: 'RS', name: 'Rio Grande do Sul', ibge: '43' },
  { uf: 'RO', name: 'Rondônia', ibge: '11' },
  { uf: 'RR', name: 'Roraima', ibge: '14' },
  { uf: 'SC', name: 'Santa Catarina', ibge: '42' },
  { uf: 'SP', name: 'São Paulo', ibge: '35' },
  { uf: 'SE', name: 'Sergipe', ibge: '28' },
  { uf: 'TO', name: 'Tocantins', ibge: '17' },
] as const;

export type Uf = (typeof BRAZILIAN_STATES)[number]['uf'];

const byUf = new Map<string, (typeof BRAZILIAN_STATES)[number]>(BRAZILIAN_STATES.map((s) => [s.uf, s]));

export const isUf = (value: string): value is Uf => byUf.has(value);

/** The UF's IBGE code ("35" for SP), or undefined for something that is not a UF. */
export const ibgeCodeOfUf = (uf: string): string | undefined => byUf.get(uf)?.ibge;

/** A municipality's IBGE code: seven digits. */
export const IBGE_CITY_CODE = /^[0-9]{7}$/;

/** True when the municipality's code starts with its UF's code (3550308 is in SP, 35). */
export const ibgeCodeMatchesUf = (code: string, uf: string) => ibgeCodeOfUf(uf) === code.slice(0, 2);
