// Types of services.mjs (plain JavaScript, so that the benchmark can run it with node).
import type { ChildProcess } from 'node:child_process';

export const NGINX_TEMPLATE: string;

/** Each Debian binary's path (PostgreSQL's bin directory), or undefined when it is not installed. */
export function findPostgres(): string | undefined;
export function findRedis(): string | undefined;
export function findNginxBinary(): string | undefined;
export function findOpenssl(): string | undefined;
/** The Debian binaries, or what is missing. */
export function findBinaries(): { pgBin: string; redis: string } | { missing: string };
export function findNginx(): { nginx: string; openssl: string } | { missing: string };
export function freePort(): Promise<number>;

export interface Services {
  /** A new, empty database; its URL. */
  createDatabase(): Promise<string>;
  readonly redisUrl: string;
  readonly pgPort: number;
  /** The PostgreSQL postmaster's and redis-server's process ids. */
  pids(): { postgres: number; redis: number };
  /** Kills redis-server (everything in it is lost, as after a crash without persistence) and starts it again on the same port. */
  restartRedis(downMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** `redis: false`: PostgreSQL alone (`redisUrl` then throws). */
export function startServices(options?: { readonly durable?: boolean; readonly redis?: boolean }): Promise<Services>;
/** The PostgreSQL cluster another process started, for one test file, with a redis-server of the file's own; `stop` stops that Redis and leaves the cluster running. */
export function attachServices(shared: { readonly pgPort: number; readonly pids: { readonly postgres: number } }): Promise<Services>;
export function startRedis(binary: string, dir: string, port?: number): Promise<{ child: ChildProcess; url: string; port: number }>;

export interface NginxSiteOptions {
  readonly httpPort: number;
  readonly httpsPort: number;
  readonly upstreams: readonly number[];
  readonly certificate: string;
  readonly key: string;
  /** false: without the limits per client address (`limit_conn`, `limit_req`), for load tests. */
  readonly limits?: boolean;
}
export function renderNginxSite(template: string, options: NginxSiteOptions): string;
export function selfSignedCertificate(openssl: string, dir: string): { certificate: string; key: string; pem: string };

export interface Nginx {
  readonly httpPort: number;
  readonly httpsPort: number;
  /** The nginx master's process id. */
  readonly pid: number;
  /** The self-signed certificate clients must trust (PEM). */
  readonly ca: string;
  readonly dir: string;
  stop(): Promise<void>;
}
export function startNginx(upstreams: readonly number[], options?: { readonly limits?: boolean }): Promise<Nginx>;
