import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { registerPlayer } from '../test/accounts-app.ts';
import { createTestDatabase } from '../test/database.ts';
import { createCapturingMailer } from './capturing-mailer.ts';
import { createMailer } from './create-mailer.ts';
import type { Mailer } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** A logger that keeps what it is given, in pino's call shape (object, message). */
function recordingLog() {
  const lines: { level: string; data: unknown; message: string }[] = [];
  const at =
    (level: string) =>
    (data: unknown, message = '') =>
      lines.push({ level, data, message });
  const log = {
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    debug: at('debug'),
    trace: at('trace'),
    fatal: at('fatal'),
    silent: () => {},
    level: 'info',
    child: () => log,
  };
  return { lines, log: log as unknown as Parameters<typeof createMailer>[1] };
}

const message = {
  to: 'ann@example.org',
  subject: 'Reset',
  text: 'https://club/password-reset?id=1&token=abc',
};

describe('mailers', () => {
  it('uses SMTP when SMTP_URL is set and the log otherwise', () => {
    const { log } = recordingLog();
    expect(createMailer(loadConfig({}), log).kind).toBe('log');
    expect(createMailer(loadConfig({ SMTP_URL: 'smtp://mail.example.org:587' }), log).kind).toBe('smtp');
  });

  it('the log mailer writes the whole message, link included, to the log', async () => {
    const { lines, log } = recordingLog();
    await createMailer(loadConfig({}), log).send(message);
    expect(lines).toEqual([
      {
        level: 'info',
        data: { mail: message },
        message: 'mail (no SMTP_URL set, so logged instead of sent): Reset',
      },
    ]);
  });

  it('the SMTP mailer sends from MAIL_FROM to the address', async () => {
    const { log } = recordingLog();
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: unknown[] = [];
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: Parameters<typeof original>[0]) => {
      const info = await original(mail);
      sent.push(JSON.parse((info as { message: string }).message));
      return info;
    }) as typeof transport.sendMail;
    await createSmtpMailer('smtp://unused', 'Club <club@example.org>', log, transport).send(message);
    expect(sent).toMatchObject([
      {
        from: { address: 'club@example.org', name: 'Club' },
        to: [{ address: 'ann@example.org' }],
        subject: 'Reset',
        text: message.text,
      },
    ]);
  });

  it('the SMTP mailer warns, without the link, when there is no address', async () => {
    const { lines, log } = recordingLog();
    const transport = nodemailer.createTransport({ jsonTransport: true });
    await createSmtpMailer('smtp://unused', 'club@example.org', log, transport).send({
      ...message,
      to: null,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe('warn');
    expect(JSON.stringify(lines)).not.toContain('token=abc');
  });

  it('the capturing mailer records a message as soon as send is called', () => {
    const mailer = createCapturingMailer();
    void mailer.send(message);
    expect(mailer.messages).toEqual([message]);
  });
});

describe('a failing mailer', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const failing: Mailer = { kind: 'smtp', send: () => Promise.reject(new Error('SMTP server down')) };
    const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent' });
    app = await buildApp({
      config,
      database: await createTestDatabase(),
      mailer: failing,
      rateLimits: false,
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('does not turn the reset request into an error', async () => {
    const { username } = await registerPlayer(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/request-password-reset',
      payload: { username },
    });
    expect(response.statusCode).toBe(202);
  });
});
