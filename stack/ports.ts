/** Fixed local ports: part of the contract that README and the acceptance tests rely on. */
export const LOCAL_PORTS = {
  app: Number(process.env.PORT ?? 8787),
  postgres: Number(process.env.PG_PORT ?? 54320),
  wsProxy: Number(process.env.WS_PROXY_PORT ?? 54321),
  smtp: Number(process.env.SMTP_PORT ?? 1025),
  mailWeb: Number(process.env.MAIL_WEB_PORT ?? 8025),
  oauth: Number(process.env.OAUTH_STANDIN_PORT ?? 8026),
  stripe: Number(process.env.STRIPE_STANDIN_PORT ?? 8027),
  viacep: Number(process.env.VIACEP_STANDIN_PORT ?? 8028),
} as const;

export const LOCAL_DATABASE = 'abastece';
