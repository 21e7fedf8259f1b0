// The yardstick of the catalogue benchmark: nginx (/usr/sbin/nginx) on 127.0.0.1, one worker, serving exactly the
// bytes the host sent from a file in a temporary folder, with the same content headers.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../host-process.js';

export const NGINX = '/usr/sbin/nginx';

/** nginx's one worker: the child process of the master. */
function workerPid(master: number | undefined): number | undefined {
  if (master === undefined) return undefined;
  try {
    const children = readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim().split(/\s+/);
    return children[0] ? Number(children[0]) : undefined;
  } catch {
    return undefined;
  }
}

export const nginxInstalled = (): boolean => existsSync(NGINX);

export interface RunningServer {
  port: number;
  /** The worker's process (the master only waits). */
  pid?: number;
  close(): Promise<void>;
}

/** nginx serving `body` for every path (with `encoding` as Content-Encoding when set); resolves once it answers. */
export async function startNginx(body: Buffer, encoding: string | undefined, contentType = 'application/json'): Promise<RunningServer> {
  const dir = await mkdtemp(join(tmpdir(), 'trini-nginx-'));
  const port = await freePort();
  await writeFile(join(dir, 'answer.json'), body);
  const encodingHeader = encoding ? `add_header Content-Encoding ${encoding};` : '';
  await writeFile(
    join(dir, 'nginx.conf'),
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  keepalive_requests 1000000;
  server { listen 127.0.0.1:${port}; location / { default_type "${contentType}"; ${encodingHeader} etag on; try_files /answer.json =404; root ${dir}; } } }`,
  );
  const child = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { port, pid: workerPid(child.pid), close };
    await new Promise((r) => setTimeout(r, 50));
  }
  await close();
  throw new Error(`nginx did not answer on 127.0.0.1:${port} within 10 s`);
}
