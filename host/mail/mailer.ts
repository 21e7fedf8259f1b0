import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Resolves with the mail's Message-ID when the transport gives one. */
  send(mail: Mail): Promise<string | void>;
}

/**
 * SMTP_URL set: a real SMTP server. Otherwise, outside production, each message is written as an .eml file into
 * DATA_DIR/outbox, so a developer can read what a customer would receive. A production host without SMTP_URL has no
 * mailer: its mail waits in the database's outbox until a host with SMTP_URL sends it.
 */
export function createMailer(config: Config): Mailer | null {
  if (!config.smtpUrl && config.production) return null;
  const outbox = join(config.dataDir, 'outbox');
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Made once, not per mail (it would cost every mail a system call); a failure is retried by the next mail.
  let folder: Promise<unknown> | undefined;
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      if (config.smtpUrl) return info.messageId;
      folder ??= mkdir(outbox, { recursive: true }).catch((err: unknown) => {
        folder = undefined;
        throw err;
      });
      await folder;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9]/g, '')}.eml`;
      const message = (info as unknown as { message: Buffer }).message;
      await writeFile(join(outbox, name), message).catch(async (err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
        // The folder was removed while we ran: make it again.
        folder = undefined;
        await mkdir(outbox, { recursive: true });
        await writeFile(join(outbox, name), message);
      });
      return info.messageId;
    },
  };
}

/** A mailer that keeps messages in memory, for tests. */
export function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return { sent, send: async (mail) => void sent.push(mail) };
}
