import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.ts';

/**
 * Writes each message to the server log instead of sending it: whoever runs the server hands the link
 * over. Only used when no SMTP server is configured.
 */
export function createLogMailer(log: FastifyBaseLogger): Mailer {
  return {
    kind: 'log',
    async send(message) {
      log.info(
        { mail: { to: message.to, subject: message.subject, text: message.text } },
        `mail (no SMTP_URL set, so logged instead of sent): ${message.subject}`,
      );
    },
  };
}
