// This host's open OrderEvents streams (docs/back-office.md#live-board) and what keeps them honest: a comment line
// every heartbeat so proxies keep an idle stream open, and a check of their staff members at each heartbeat (and at
// once when told of a change), which ends the streams of a member disabled or whose password changed since.
import type { Queryable } from '../db/db.js';

interface Log {
  warn(obj: unknown, msg: string): void;
}

export interface LiveStream {
  staffNo: number;
  /** The staff member's token version when the stream was opened. */
  tokenVersion: number;
  ping(): void;
  end(): void;
}

export class EventStreams {
  private readonly open = new Set<LiveStream>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Queryable,
    readonly heartbeatMs: number,
    /** Runs at each heartbeat too: the event log is read then, should a NOTIFY have been lost. */
    private readonly onBeat: () => void,
    private readonly log: Log,
  ) {}

  /** Counts the stream in until the answered function is called. */
  add(stream: LiveStream): () => void {
    this.open.add(stream);
    if (!this.timer) {
      this.timer = setInterval(() => this.beat(), this.heartbeatMs);
      this.timer.unref();
    }
    return () => {
      this.open.delete(stream);
      if (this.open.size === 0) {
        clearInterval(this.timer);
        this.timer = undefined;
      }
    };
  }

  get size(): number {
    return this.open.size;
  }

  /** Ends the streams (of `staffNo`, or all) whose staff member is disabled, removed or has a newer token version. */
  async endRevoked(staffNo: number | null): Promise<void> {
    const watched = [...this.open].filter((s) => staffNo === null || s.staffNo === staffNo);
    if (!watched.length) return;
    const rows = await this.db.query<{ staff_no: number; token_version: number }>(
      'SELECT staff_no, token_version FROM staff WHERE staff_no = ANY($1::int[]) AND disabled_at IS NULL',
      [[...new Set(watched.map((s) => s.staffNo))]],
    );
    const current = new Map(rows.map((r) => [Number(r.staff_no), Number(r.token_version)]));
    for (const s of watched) if (current.get(s.staffNo) !== s.tokenVersion) s.end();
  }

  /** Ends every stream (the host is stopping); each board reconnects, to another host if this one is gone. */
  endAll(): void {
    for (const s of [...this.open]) s.end();
  }

  private beat(): void {
    for (const s of this.open) s.ping();
    this.onBeat();
    this.endRevoked(null).catch((err: unknown) => this.log.warn({ err }, 'could not check the event streams’ staff'));
  }
}
