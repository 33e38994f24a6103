import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { createLogMailer } from './log-mailer.ts';
import type { Mailer } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** SMTP when SMTP_URL is set; otherwise the server log, so a club without a mail server still works. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  return config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM, log) : createLogMailer(log);
}
