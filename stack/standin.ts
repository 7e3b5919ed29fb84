/**
 * One of the local stack's helper servers as a process of its own (started by standin-process.ts):
 * the mail inbox, the GitHub/Google sign-in stand-in, the Stripe stand-in or the ViaCEP stand-in. Apart from `npm start`'s
 * process, a server that fails never takes the stack down, and the stack restarts one that dies.
 *
 * Arguments: --kind inbox --smtp-port N --http-port N | --kind oauth --port N | --kind stripe --port N
 * [--webhook-url U …] [--state-file F] | --kind viacep --port N. It tells its parent `{ ready: { … } }` over IPC.
 */
import { parseArgs } from 'node:util';
import { serveAsChild } from './child-service';
import { startMailInbox } from './mail-inbox';
import { startOAuthStandin } from './oauth-standin';
import { startStripeStandin } from './stripe-standin';
import { startViaCepStandin } from './viacep-standin';

const { values } = parseArgs({
  options: {
    kind: { type: 'string' },
    port: { type: 'string', default: '0' },
    'smtp-port': { type: 'string', default: '0' },
    'http-port': { type: 'string', default: '0' },
    'webhook-url': { type: 'string', multiple: true, default: [] },
    'state-file': { type: 'string' },
  },
});

await serveAsChild(async (): Promise<{ ready: object; stop(): Promise<void> }> => {
  switch (values.kind) {
    case 'inbox': {
      const inbox = await startMailInbox({
        smtpPort: Number(values['smtp-port']),
        httpPort: Number(values['http-port']),
        // The fault run keeps every message of its stream (stack/faults.ts).
        maxMessages: process.env.MAIL_INBOX_MAX_MESSAGES ? Number(process.env.MAIL_INBOX_MAX_MESSAGES) : undefined,
      });
      return { ready: { smtpPort: inbox.smtpPort, httpPort: inbox.httpPort }, stop: () => inbox.close() };
    }
    case 'oauth': {
      const standin = await startOAuthStandin({ port: Number(values.port) });
      return { ready: { url: standin.url }, stop: () => standin.close() };
    }
    case 'stripe': {
      const stripe = await startStripeStandin({
        port: Number(values.port),
        webhookUrls: values['webhook-url'],
        stateFile: values['state-file'],
      });
      return { ready: { url: stripe.url }, stop: () => stripe.close() };
    }
    case 'viacep': {
      const viacep = await startViaCepStandin({ port: Number(values.port) });
      return { ready: { url: viacep.url }, stop: () => viacep.close() };
    }
    default:
      throw new Error(`unknown stand-in kind: ${values.kind}`);
  }
});
