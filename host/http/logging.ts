import { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { ReadTally } from './read-tally.js';
import { loggedUrl } from './logged-url.js';

// Logging (LOG_LEVEL): 'silent' for none; at 'info' (the default) one line per finished request (Fastify's
// own logging writes two: incoming and completed), except the catalogue reads, summed up in one line a minute
// (each one is logged at 'debug'); at 'warn' and above only problems. Readable lines on a terminal (pino-pretty,
// in pino's worker thread); JSON lines otherwise, for log collectors. A logged URL never carries an event stream
// ticket's value (logged-url.ts).

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on the requests of a scope given to sumReadsInLog. */
    readonly summedInLog?: boolean;
  }
}

/**
 * The scope's routes answer from memory: a success is counted in the minute's summary line rather than logged on
 * its own. A request decorator of the scope (a property of its requests' prototype): reading it on every finished
 * request costs nothing, where `request.routeOptions` builds an object per read.
 */
export function sumReadsInLog(scope: FastifyInstance): void {
  scope.decorateRequest('summedInLog', true);
}

/** A finished request's log line. */
export interface RequestLine {
  method: string;
  url: string;
  statusCode: number;
  ms: number;
}

/** Fastify's request logging in one line: no "incoming request"; "request completed" names the request. */
export class RequestLog extends LogController {
  /** Whether each summed-up read is also logged on its own (LOG_LEVEL debug or trace). */
  private readonly eachRead: boolean;

  constructor(
    level: string,
    readonly reads = new ReadTally(),
  ) {
    super();
    this.eachRead = level === 'debug' || level === 'trace';
  }

  override incomingRequest(): void {}

  /** A catalogue read answered well, by its route or before routing (host/api/catalogue-lane.ts): counted in the tally. */
  readAnswered(log: FastifyBaseLogger, { method, url, statusCode, ms }: RequestLine): void {
    const rounded = Math.round(ms * 10) / 10;
    this.reads.count(log, statusCode, rounded);
    if (this.eachRead) log.debug({ method, url: loggedUrl(url), statusCode, ms: rounded }, 'request completed');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const { statusCode } = reply;
    if (!error && statusCode < 400 && request.summedInLog === true) {
      return this.readAnswered(reply.log, { method: request.method, url: request.url, statusCode, ms: reply.elapsedTime });
    }
    const line: RequestLine = { method: request.method, url: loggedUrl(request.url), statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

type LoggerOptions = Pick<FastifyServerOptions, 'logger'> & { logController?: RequestLog };

/** Fastify's request serializer (for any line that logs the request itself), with the URL as loggedUrl gives it. */
const serializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: loggedUrl(request.url), host: request.host, remoteAddress: request.ip }),
};

/** `destination`: where the JSON lines go instead of stdout (tests read them). */
export function loggerOptions(level: string, tty = Boolean(process.stdout.isTTY), destination?: { write(line: string): void }): LoggerOptions {
  if (level === 'silent') return { logger: false };
  const logController = new RequestLog(level);
  if (destination) return { logger: { level, serializers, stream: destination }, logController };
  if (!tty) return { logger: { level, serializers }, logController };
  return {
    logger: {
      level,
      serializers,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true } },
    },
    logController,
  };
}
