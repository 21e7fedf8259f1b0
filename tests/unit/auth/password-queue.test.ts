import { describe, expect, it } from 'vitest';
import { BoundedQueue, PASSWORD_HASHES_RUNNING, PASSWORD_HASHES_WAITING, QueueFull } from '../../../host/auth/password-queue.js';

// The queue in front of password hashes: a fixed number run, a few wait in order, the rest are refused at once.

/** A task that runs until released, and says when it started. */
function gate() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  const task = { started: false, release, run: async () => ((task.started = true), await done, 'done') };
  return task;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BoundedQueue', () => {
  it('runs at most `running` tasks, queues `waiting` more, and refuses the next at once', async () => {
    const queue = new BoundedQueue(2, 3);
    const tasks = Array.from({ length: 6 }, gate);
    const results = tasks.map((task) => queue.run(task.run).catch((err: unknown) => err));
    await tick();
    expect(tasks.map((task) => task.started)).toEqual([true, true, false, false, false, false]);
    expect(await results[5]).toBeInstanceOf(QueueFull);
    tasks[0].release();
    await tick();
    expect(tasks.map((task) => task.started)).toEqual([true, true, true, false, false, false]);
    for (const task of tasks.slice(1, 5)) task.release();
    expect(await Promise.all(results.slice(0, 5))).toEqual(['done', 'done', 'done', 'done', 'done']);
  });

  it('hands a freed slot to the oldest waiting task, not to a newcomer', async () => {
    const queue = new BoundedQueue(1, 2);
    const first = gate();
    const order: string[] = [];
    const running = queue.run(first.run);
    const waiting = queue.run(async () => order.push('waiting'));
    first.release();
    await running;
    const newcomer = queue.run(async () => order.push('newcomer'));
    await Promise.all([waiting, newcomer]);
    expect(order).toEqual(['waiting', 'newcomer']);
  });

  it('frees the slot when a task fails', async () => {
    const queue = new BoundedQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(await queue.run(async () => 'next')).toBe('next');
  });

  it('runIfIdle runs only when a slot is free, without waiting or refusing', async () => {
    const queue = new BoundedQueue(1, 1);
    expect(await queue.runIfIdle(async () => 'ran')).toBe('ran');
    const busy = gate();
    const running = queue.run(busy.run);
    expect(await queue.runIfIdle(async () => 'ran')).toBeUndefined();
    busy.release();
    await running;
  });

  it('lets two password hashes run at once, leaving the rest of the four-thread pool to file reads', () => {
    expect(PASSWORD_HASHES_RUNNING).toBe(2);
    expect(PASSWORD_HASHES_WAITING).toBeGreaterThan(0);
  });
});
