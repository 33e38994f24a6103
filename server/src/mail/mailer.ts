import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { createLogMailer } from './log-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export interface MailMessage {
  /** The address to send to; null when the player gave none (only the log mailer can still deliver). */
  to: string | null;
  subject: string;
  text: string;
}

/** Delivers the few e-mails the club sends (password-reset links). */
export interface Mailer {
  readonly kind: 'smtp' | 'log' | 'capture';
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the server log, so a club without a mail server still works. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  return config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM, log) : createLogMailer(log);
}
