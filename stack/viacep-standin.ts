import { createServer, type IncomingMessage, type Server } from 'node:http';
import { listenLocally } from './listen-local';

/**
 * A stand-in for ViaCEP (https://viacep.com.br), the CEP lookup the address form asks for the street
 * and district: `GET /ws/{cep}/json/` answers ViaCEP's shape for a few demo addresses of the demo
 * cities and `{ "erro": true }` for any other well-formed CEP, as ViaCEP does for a CEP it lacks; a
 * malformed one is a 400.
 *
 * Test API (not ViaCEP's): `PUT /__standin/ceps/{cep}` with `{ "delayMs"?, "status"? }` makes that CEP's
 * answer late or a failure, for the tests of a lookup that times out or fails.
 */
export interface ViaCepStandin {
  url: string;
  close(): Promise<void>;
}

type ViaCepAddress = { logradouro: string; complemento: string; bairro: string; localidade: string; uf: string };

const IBGE: Record<string, string> = { 'São Paulo': '3550308', Campinas: '3509502', 'Rio de Janeiro': '3304557' };

/** The demo's own addresses (db/seed) and a few more of the demo cities. */
export const DEMO_CEPS: Record<string, ViaCepAddress> = {
  '01001000': { logradouro: 'Praça da Sé', complemento: 'lado ímpar', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' },
  '01304001': {
    logradouro: 'Rua Augusta',
    complemento: 'de 1001 a 1699 - lado ímpar',
    bairro: 'Consolação',
    localidade: 'São Paulo',
    uf: 'SP',
  },
  '01310100': {
    logradouro: 'Avenida Paulista',
    complemento: 'de 612 a 1510 - lado par',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
  },
  '04538132': {
    logradouro: 'Avenida Brigadeiro Faria Lima',
    complemento: 'de 3253 ao fim - lado ímpar',
    bairro: 'Itaim Bibi',
    localidade: 'São Paulo',
    uf: 'SP',
  },
  '13015904': {
    logradouro: 'Avenida Francisco Glicério',
    complemento: '',
    bairro: 'Centro',
    localidade: 'Campinas',
    uf: 'SP',
  },
  '22270000': {
    logradouro: 'Rua Voluntários da Pátria',
    complemento: 'até 189 - lado ímpar',
    bairro: 'Botafogo',
    localidade: 'Rio de Janeiro',
    uf: 'RJ',
  },
};

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

const answerOf = (cep: string) => {
  const found = DEMO_CEPS[cep];
  if (!found) return { erro: true };
  return { cep: `${cep.slice(0, 5)}-${cep.slice(5)}`, ...found, ibge: IBGE[found.localidade] ?? '' };
};

export async function startViaCepStandin(options: { port: number }): Promise<ViaCepStandin> {
  const behaviour = new Map<string, { delayMs?: number; status?: number }>();
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const send = (status: number, body: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    try {
      const control = url.pathname.match(/^\/__standin\/ceps\/(\d{8})$/);
      if (control && req.method === 'PUT') {
        const body = await readJson(req);
        behaviour.set(control[1]!, {
          delayMs: typeof body.delayMs === 'number' ? body.delayMs : undefined,
          status: typeof body.status === 'number' ? body.status : undefined,
        });
        return send(200, { ok: true });
      }
      const lookup = url.pathname.match(/^\/ws\/([^/]*)\/json\/?$/);
      if (!lookup || req.method !== 'GET') return send(404, { erro: true });
      const cep = decodeURIComponent(lookup[1]!);
      if (!/^\d{8}$/.test(cep)) return send(400, { erro: true });
      const set = behaviour.get(cep);
      if (set?.delayMs) await new Promise((done) => setTimeout(done, set.delayMs));
      if (set?.status) return send(set.status, { erro: true });
      return send(200, answerOf(cep));
    } catch (error) {
      send(500, { erro: true, message: (error as Error).message });
    }
  });
  return {
    url: await listenLocally(server, options.port),
    close: () =>
      new Promise<void>((resolve) => {
        // A late answer still waiting (a test's delay) must not hold the stop.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The worker variable that points the CEP lookup at a stand-in. */
export const standinViaCepVars = (standinUrl: string): Record<string, string> => ({ VIACEP_URL: standinUrl });
