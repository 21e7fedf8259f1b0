// The two engines the suite proves besides Chromium, driven the way this machine allows: Playwright's own Firefox
// and WebKit builds cannot be downloaded here, so Debian's packages are used instead.
// - Firefox ESR (/usr/bin/firefox-esr) through puppeteer-core over WebDriver BiDi, headless;
// - WebKitGTK's MiniBrowser through Debian's WebKitWebDriver (webkit2gtk-driver) with selenium-webdriver, under
//   xvfb-run (MiniBrowser has no headless mode).
// Both take the same page agent (page-agent.ts). Only loopback addresses are opened; no background traffic.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { Capabilities, WebDriver } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http';
import { pageAgent, type AgentOp } from './page-agent.js';
import { freePort } from '../../scripts/host-process.js';

export const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
const MINIBROWSER = ['x86_64-linux-gnu', 'aarch64-linux-gnu'].map((arch) => `/usr/lib/${arch}/webkit2gtk-4.1/MiniBrowser`).find(existsSync);

export const VIEWPORT = { width: 1280, height: 900 };

export interface Engine {
  readonly name: string;
  goto(url: string): Promise<void>;
  agent<T>(op: AgentOp, path?: string, value?: string): Promise<T>;
  url(): Promise<string>;
  /** What the engine itself reported (console errors, uncaught errors), where it can tell (Firefox over BiDi). */
  reported(): string[];
  close(): Promise<void>;
}

/** Whether this machine has the engine's Debian packages (the CI installs them). */
export const hasFirefox = () => existsSync(FIREFOX);
export const hasWebKit = () => existsSync(WEBKIT_DRIVER) && !!MINIBROWSER && !!process.env.DISPLAY;

export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    protocol: 'webDriverBiDi',
    // The window's own size: Firefox ESR's BiDi has no viewport emulation command.
    defaultViewport: null,
    args: [`--width=${VIEWPORT.width}`, `--height=${VIEWPORT.height}`],
    // Firefox's counterparts of Chromium's --disable-background-networking: no update, telemetry or captive-portal
    // checks, nothing fetched that a test did not ask for.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'network.dns.disablePrefetch': true,
      'network.prefetch-next': false,
    },
  });
  const page = await browser.newPage();
  const reported: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') reported.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => reported.push(`page: ${String(e)}`));
  return {
    name: 'Firefox ESR',
    async goto(url) {
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 30_000 });
    },
    agent: <T>(op: AgentOp, path = '', value?: string) => page.evaluate(pageAgent, op, path, value) as Promise<T>,
    // The document's own address: WebDriver BiDi's view of it (page.url()) does not follow history.replaceState in
    // this Firefox. Between documents (mid-navigation) there is none to ask, and the last navigation's is it.
    url: () => page.evaluate(() => location.href).catch(() => page.url()),
    reported: () => reported,
    close: () => browser.close(),
  };
}

export async function launchWebKit(): Promise<Engine> {
  const port = await freePort();
  const child = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], { stdio: 'ignore' });
  try {
    await waitForPort(port, 10_000);
    const caps = new Capabilities({ 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } });
    const driver = await WebDriver.createSession(new Executor(new HttpClient(`http://127.0.0.1:${port}`)), caps);
    await driver.manage().window().setRect(VIEWPORT);
    await driver.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 });
    return webKitEngine(driver, child);
  } catch (error) {
    child.kill();
    throw error;
  }
}

function webKitEngine(driver: WebDriver, child: ChildProcess): Engine {
  return {
    name: 'WebKitGTK',
    goto: (url) => driver.get(url),
    agent: <T>(op: AgentOp, path = '', value?: string) => driver.executeScript(pageAgent, op, path, value ?? null) as Promise<T>,
    url: () => driver.getCurrentUrl(),
    // WebKitWebDriver offers no log of the console and no BiDi: the probing proxy (probe-proxy.ts) catches errors.
    reported: () => [],
    async close() {
      await driver.quit().catch(() => undefined);
      child.kill();
    },
  };
}

async function waitForPort(port: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on port ${port} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
