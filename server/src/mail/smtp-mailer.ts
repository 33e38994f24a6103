import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Sends through the SMTP server of SMTP_URL (e.g. smtps://user:pass@mail.example.org). */
export function createSmtpMailer(
  smtpUrl: string,
  from: string,
  log: FastifyBaseLogger,
  transport: Transporter = nodemailer.createTransport(smtpUrl),
): Mailer {
  return {
    kind: 'smtp',
    async send(message) {
      if (!message.to) {
        // Never log the text: with SMTP configured the log is not meant to carry reset links.
        log.warn({ subject: message.subject }, 'mail not sent: the player has no e-mail address');
        return;
      }
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
