/** Demo catalogue and accounts for the local stack. Never seeded in production. */

/** bcrypt (cost 12) of "abastece123", precomputed so seeding takes milliseconds. */
export const DEMO_PASSWORD = 'abastece123';
export const DEMO_PASSWORD_HASH = '$2b$12$/Rib8f0wJ584HVzoH2ou/OhMWrY81fTTluwQ3kg5kbrx8DHmlabPm';

/** Name, UF and IBGE municipality code (each checked against its check digit and the UF's code). */
export const DEMO_CITIES: Array<[name: string, state: string, ibgeCode: string]> = [
  ['São Paulo', 'SP', '3550308'],
  ['Campinas', 'SP', '3509502'],
  ['Santos', 'SP', '3548500'],
  ['Rio de Janeiro', 'RJ', '3304557'],
  ['Niterói', 'RJ', '3303302'],
  ['Belo Horizonte', 'MG', '3106200'],
  ['Uberlândia', 'MG', '3170206'],
  ['Curitiba', 'PR', '4106902'],
  ['Porto Alegre', 'RS', '4314902'],
  ['Salvador', 'BA', '2927408'],
  ['Recife', 'PE', '2611606'],
  ['Brasília', 'DF', '5300108'],
];

export const DEMO_CATEGORIES = [
  { key: 'hortifruti', name: 'Hortifrúti', icon: 'carrot', color: '#16a34a' },
  { key: 'carnes', name: 'Carnes e Aves', icon: 'beef', color: '#dc2626' },
  { key: 'laticinios', name: 'Laticínios', icon: 'milk', color: '#0ea5e9' },
  { key: 'padaria', name: 'Padaria e Confeitaria', icon: 'croissant', color: '#d97706' },
  { key: 'bebidas', name: 'Bebidas', icon: 'cup-soda', color: '#7c3aed' },
  { key: 'mercearia', name: 'Mercearia', icon: 'wheat', color: '#a16207' },
  { key: 'limpeza', name: 'Limpeza e Higiene', icon: 'spray-can', color: '#0891b2' },
  { key: 'pescados', name: 'Peixes e Frutos do Mar', icon: 'fish', color: '#2563eb' },
] as const;

type CategoryKey = (typeof DEMO_CATEGORIES)[number]['key'];

export interface DemoSupplier {
  key: string;
  name: string;
  email: string;
  phone: string;
  /** First 12 characters; the seed appends the check digits. */
  cnpjBase: string;
  color: string;
  rating: string;
  cities: string[];
  products: Array<[name: string, price: string, unit: string, category: CategoryKey, minimumOrder?: number]>;
}

export const DEMO_SUPPLIERS: DemoSupplier[] = [
  {
    key: 'vale-verde',
    name: 'Hortifrúti Vale Verde',
    email: 'vendas@valeverde.com.br',
    phone: '(11) 3456-7801',
    cnpjBase: '123456780001',
    color: '#16a34a',
    rating: '4.8',
    cities: ['São Paulo', 'Campinas', 'Santos'],
    products: [
      ['Tomate italiano', '8.90', 'kg', 'hortifruti'],
      ['Cebola branca', '5.49', 'kg', 'hortifruti', 5],
      ['Batata inglesa', '6.20', 'kg', 'hortifruti', 5],
      ['Alface crespa', '3.50', 'un', 'hortifruti', 10],
      ['Limão taiti', '4.90', 'kg', 'hortifruti'],
      ['Banana prata', '7.80', 'dz', 'hortifruti'],
      ['Cenoura', '4.75', 'kg', 'hortifruti'],
      ['Cheiro-verde', '2.50', 'un', 'hortifruti', 10],
    ],
  },
  {
    key: 'boi-nobre',
    name: 'Frigorífico Boi Nobre',
    email: 'pedidos@boinobre.com.br',
    phone: '(31) 3222-1100',
    cnpjBase: '234567890001',
    color: '#dc2626',
    rating: '4.6',
    cities: ['Belo Horizonte', 'Uberlândia', 'São Paulo'],
    products: [
      ['Picanha bovina', '79.90', 'kg', 'carnes'],
      ['Alcatra em peça', '49.90', 'kg', 'carnes', 2],
      ['Fraldinha', '42.50', 'kg', 'carnes'],
      ['Peito de frango', '19.90', 'kg', 'carnes', 5],
      ['Coxa e sobrecoxa', '14.90', 'kg', 'carnes', 5],
      ['Linguiça toscana', '24.90', 'kg', 'carnes'],
      ['Costela suína', '29.90', 'kg', 'carnes'],
      ['Carne moída patinho', '44.90', 'kg', 'carnes'],
    ],
  },
  {
    key: 'serra-azul',
    name: 'Laticínios Serra Azul',
    email: 'comercial@serraazul.com.br',
    phone: '(35) 3331-4455',
    cnpjBase: '345678900001',
    color: '#0ea5e9',
    rating: '4.7',
    cities: ['Belo Horizonte', 'Rio de Janeiro', 'São Paulo'],
    products: [
      ['Queijo muçarela', '39.90', 'kg', 'laticinios', 2],
      ['Queijo minas frescal', '32.00', 'kg', 'laticinios'],
      ['Leite integral', '5.29', 'L', 'laticinios', 12],
      ['Creme de leite fresco', '18.90', 'L', 'laticinios'],
      ['Manteiga sem sal', '54.90', 'kg', 'laticinios'],
      ['Requeijão cremoso', '12.90', 'un', 'laticinios', 6],
      ['Iogurte natural', '7.50', 'un', 'laticinios', 6],
    ],
  },
  {
    key: 'moinho-sao-jorge',
    name: 'Moinho São Jorge',
    email: 'atendimento@moinhosaojorge.com.br',
    phone: '(41) 3012-9090',
    cnpjBase: '456789010001',
    color: '#d97706',
    rating: '4.9',
    cities: ['Curitiba', 'Porto Alegre', 'São Paulo'],
    products: [
      ['Farinha de trigo especial 25 kg', '98.00', 'fardo', 'padaria'],
      ['Fermento biológico seco', '21.90', 'cx', 'padaria'],
      ['Açúcar refinado 5 kg', '24.90', 'fardo', 'padaria'],
      ['Açúcar de confeiteiro', '9.90', 'kg', 'padaria'],
      ['Chocolate em pó 50%', '38.90', 'kg', 'padaria'],
      ['Ovos brancos', '15.90', 'dz', 'padaria', 10],
      ['Pão francês congelado', '18.50', 'kg', 'padaria', 5],
    ],
  },
  {
    key: 'bebidas-do-sul',
    name: 'Distribuidora Bebidas do Sul',
    email: 'pedidos@bebidasdosul.com.br',
    phone: '(51) 3366-2200',
    cnpjBase: '567890120001',
    color: '#7c3aed',
    rating: '4.4',
    cities: ['Porto Alegre', 'Curitiba'],
    products: [
      ['Água mineral sem gás 500 ml', '22.80', 'fardo', 'bebidas'],
      ['Refrigerante cola 2 L', '59.40', 'fardo', 'bebidas'],
      ['Suco de uva integral 1 L', '14.90', 'un', 'bebidas', 6],
      ['Cerveja pilsen lata', '42.90', 'fardo', 'bebidas'],
      ['Água com gás 500 ml', '26.40', 'fardo', 'bebidas'],
      ['Chá mate gelado 1,5 L', '8.90', 'un', 'bebidas', 6],
      ['Café torrado em grãos', '64.90', 'kg', 'bebidas'],
    ],
  },
  {
    key: 'graos-de-minas',
    name: 'Empório Grãos de Minas',
    email: 'contato@graosdeminas.com.br',
    phone: '(31) 3555-7070',
    cnpjBase: '678901230001',
    color: '#a16207',
    rating: '4.5',
    cities: ['Belo Horizonte', 'Rio de Janeiro', 'Brasília'],
    products: [
      ['Arroz agulhinha tipo 1', '31.90', 'fardo', 'mercearia'],
      ['Feijão carioca', '8.49', 'kg', 'mercearia', 10],
      ['Feijão preto', '8.99', 'kg', 'mercearia', 10],
      ['Óleo de soja 900 ml', '95.00', 'cx', 'mercearia'],
      ['Azeite extravirgem 500 ml', '39.90', 'un', 'mercearia'],
      ['Sal refinado', '2.99', 'kg', 'mercearia'],
      ['Macarrão espaguete', '6.50', 'kg', 'mercearia', 5],
      ['Molho de tomate', '78.00', 'cx', 'mercearia'],
    ],
  },
  {
    key: 'limpa-tudo',
    name: 'Limpa Tudo Higiene Profissional',
    email: 'vendas@limpatudo.com.br',
    phone: '(21) 3888-4040',
    cnpjBase: '789012340001',
    color: '#0891b2',
    rating: '4.3',
    cities: ['Rio de Janeiro', 'Niterói', 'São Paulo'],
    products: [
      ['Detergente neutro 5 L', '27.90', 'un', 'limpeza'],
      ['Água sanitária 5 L', '19.90', 'un', 'limpeza'],
      ['Desengordurante 5 L', '44.90', 'un', 'limpeza'],
      ['Papel toalha interfolhado', '89.00', 'fardo', 'limpeza'],
      ['Luva nitrílica (100 un)', '39.90', 'cx', 'limpeza'],
      ['Saco de lixo 100 L', '49.90', 'fardo', 'limpeza'],
      ['Álcool 70% 1 L', '9.90', 'L', 'limpeza', 6],
    ],
  },
  {
    key: 'mar-aberto',
    name: 'Pescados Mar Aberto',
    email: 'pedidos@pescadosmaraberto.com.br',
    phone: '(71) 3244-8800',
    cnpjBase: '890123450001',
    color: '#2563eb',
    rating: '4.6',
    cities: ['Salvador', 'Recife', 'Rio de Janeiro'],
    products: [
      ['Filé de tilápia', '46.90', 'kg', 'pescados', 2],
      ['Camarão cinza limpo', '89.90', 'kg', 'pescados'],
      ['Salmão em posta', '99.90', 'kg', 'pescados'],
      ['Lula em anéis', '54.90', 'kg', 'pescados'],
      ['Bacalhau dessalgado', '119.90', 'kg', 'pescados'],
      ['Filé de merluza', '38.90', 'kg', 'pescados'],
      ['Polvo limpo', '109.90', 'kg', 'pescados'],
      ['Sardinha fresca', '19.90', 'kg', 'pescados', 3],
    ],
  },
];

export interface DemoUser {
  name: string;
  email: string;
}

export const DEMO_USERS = {
  operator: { name: 'Operação Abastece', email: 'operador@abastece.dev' },
  owner: { name: 'Dona Marta Oliveira', email: 'dono@abastece.dev' },
  admin: { name: 'Carlos Admin Souza', email: 'admin@abastece.dev' },
  member: { name: 'Bruna Membro Lima', email: 'membro@abastece.dev' },
  bakery: { name: 'Seu Joaquim Ferreira', email: 'padaria@abastece.dev' },
} satisfies Record<string, DemoUser>;

/** The demo supplier people: each demo supplier's admin logs in at <key>@fornecedor.abastece.dev. */
export const supplierLogin = (supplier: Pick<DemoSupplier, 'key'>) => `${supplier.key}@fornecedor.abastece.dev`;

/** What every demo supplier offers buyers (lead time and minimum vary by supplier in the seed). */
export const DEMO_PAYMENT_TERMS = ['PIX à vista', 'Boleto 28 dias', 'Boleto 14/28 dias'];

export const DEMO_ORGANIZATIONS = {
  restaurant: { name: 'Restaurante Sabor da Terra', slug: 'restaurante-sabor-da-terra', cnpjBase: '901234560001' },
  bakery: { name: 'Padaria Pão Dourado', slug: 'padaria-pao-dourado', cnpjBase: '012345670001' },
};
