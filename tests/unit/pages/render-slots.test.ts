import { describe, expect, it } from 'vitest';
import { RenderSlots } from '../../../host/pages/render-slots.js';

/** A render that finishes when told to. */
function held(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const work = async () => {
    log.push(`start ${name}`);
    await done;
    log.push(`end ${name}`);
    return name;
  };
  return { work, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('RenderSlots', () => {
  it('runs two at a time and starts the others in the order they came', async () => {
    const slots = new RenderSlots(2);
    const log: string[] = [];
    const renders = ['a', 'b', 'c', 'd'].map((name) => held(log, name));
    const results = renders.map((r) => slots.run(r.work));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    expect(slots.queued).toBe(2);
    renders[1].finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    renders[0].finish();
    renders[2].finish();
    renders[3].finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(slots.queued).toBe(0);
  });

  it('frees the slot of a render that fails', async () => {
    const slots = new RenderSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(await slots.run(async () => 'next')).toBe('next');
  });

  it('gives up the slot of a render that holds it too long, and lets that render finish', async () => {
    const slots = new RenderSlots(1, 20);
    const log: string[] = [];
    const stuck = held(log, 'stuck');
    const first = slots.run(stuck.work);
    const second = slots.run(async () => 'next');
    expect(await second).toBe('next');
    stuck.finish();
    expect(await first).toBe('stuck');
    expect(await slots.run(async () => 'after')).toBe('after');
    expect(slots.queued).toBe(0);
  });
});
