/** Where the e2e stack runs: its own ports, so a developer's `npm start` can keep running. */
const port = Number(process.env.E2E_PORT ?? 8797);
const pgPort = Number(process.env.E2E_PG_PORT ?? 15440);
const mailWebPort = Number(process.env.E2E_MAIL_WEB_PORT ?? 8035);

export const E2E = {
  port,
  pgPort,
  wsProxyPort: Number(process.env.E2E_WS_PROXY_PORT ?? 15441),
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 1035),
  mailWebPort,
  oauthStandinPort: Number(process.env.E2E_OAUTH_STANDIN_PORT ?? 8036),
  stripeStandinPort: Number(process.env.E2E_STRIPE_STANDIN_PORT ?? 8037),
  viacepStandinPort: Number(process.env.E2E_VIACEP_STANDIN_PORT ?? 8038),
  baseUrl: `http://localhost:${port}`,
  inboxUrl: `http://localhost:${mailWebPort}`,
  databaseUrl: `postgres://postgres:postgres@127.0.0.1:${pgPort}/abastece`,
};
