// Issue 16 item 3: PUBLIC_URL defaults to the address the server listens on, so a card payment returns
// to the origin that holds the cart.
import { describe, expect, it } from 'vitest';
import { listenUrl, loadConfig } from '../../host/config.js';

describe('PUBLIC_URL default', () => {
  it.each([
    [{}, 'http://127.0.0.1:3000'],
    [{ PORT: '8080' }, 'http://127.0.0.1:8080'],
    [{ HOST: '127.0.0.2', PORT: '3001' }, 'http://127.0.0.2:3001'],
    [{ HOST: 'localhost' }, 'http://localhost:3000'],
    [{ HOST: '0.0.0.0' }, 'http://127.0.0.1:3000'],
    [{ HOST: '::1' }, 'http://[::1]:3000'],
    [{ PUBLIC_URL: 'https://shop.example.tt/' }, 'https://shop.example.tt'],
  ])('%j -> %s', (env, url) => {
    const config = loadConfig(env);
    expect(config.publicUrl).toBe(url);
    expect(config.wipay.baseUrl).toBe(`${url}/wipay-sandbox`);
  });

  it('listenUrl is what the server prints', () => {
    expect(listenUrl('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
  });
});
