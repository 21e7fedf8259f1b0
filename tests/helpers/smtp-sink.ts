// A local SMTP server for tests: it takes the mail nodemailer sends over SMTP_URL and keeps it, or, while `down`,
// answers every connection 421 (service not available: a temporary failure, as a mail server being restarted gives).
// Only what nodemailer needs without extensions: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT.
import { createServer, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent, headers and body. */
  data: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  down: boolean;
  close(): Promise<void>;
}

/** One SMTP session's state: the envelope so far, and the DATA lines while a message is being read. */
function session(socket: Socket, sink: SmtpSink): void {
  const reply = (line: string) => socket.write(`${line}\r\n`);
  if (sink.down) {
    socket.end('421 sink is down, try again later\r\n');
    return;
  }
  let envelope: Omit<ReceivedMail, 'data'> = { from: '', to: [] };
  let data: string[] | null = null;
  let buffered = '';
  const command = (line: string) => {
    const verb = line.slice(0, 4).toUpperCase();
    if (verb === 'EHLO' || verb === 'HELO') return reply('250 sink');
    if (verb === 'MAIL') return ((envelope = { from: line.slice(10).trim(), to: [] }), reply('250 OK'));
    if (verb === 'RCPT') return (envelope.to.push(line.slice(8).trim()), reply('250 OK'));
    if (verb === 'DATA') return ((data = []), reply('354 end with <CRLF>.<CRLF>'));
    if (verb === 'RSET' || verb === 'NOOP') return reply('250 OK');
    if (verb === 'QUIT') return socket.end('221 bye\r\n');
    reply('502 not implemented');
  };
  const dataLine = (line: string) => {
    if (line !== '.') return data!.push(line.startsWith('..') ? line.slice(1) : line);
    sink.received.push({ ...envelope, data: data!.join('\r\n') });
    data = null;
    reply('250 OK queued');
  };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      if (data) dataLine(line);
      else command(line);
    }
  });
  socket.on('error', () => undefined);
  reply('220 sink ESMTP');
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    session(socket, sink);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as { port: number };
  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    received: [],
    down: false,
    close: () =>
      new Promise<void>((done) => {
        for (const s of sockets) s.destroy();
        server.close(() => done());
      }),
  };
  return sink;
}
