import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

// Logging (LOG_LEVEL): 'silent' for none; at 'info' (the default) one line per finished request (Fastify's
// own logging writes two: incoming and completed); at 'warn' and above only problems. Readable lines on a
// terminal (pino-pretty, in pino's worker thread); JSON lines otherwise, for log collectors.

/** A finished request's log line. */
interface RequestLine {
  method: string;
  url: string;
  statusCode: number;
  ms: number;
}

/** Fastify's request logging in one line: no "incoming request"; "request completed" names the request. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line: RequestLine = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export function loggerOptions(level: string, tty = Boolean(process.stdout.isTTY)): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (level === 'silent') return { logger: false };
  const logController = new OneLinePerRequest();
  if (!tty) return { logger: { level }, logController };
  return {
    logger: { level, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true } } },
    logController,
  };
}
