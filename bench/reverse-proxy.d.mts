export interface IReverseProxy {
  port: number;
  url: string;
  /** What nginx printed and logged so far. */
  log: () => string;
  stop: () => Promise<void>;
}
export function findNginx(): string | undefined;
export function nginxConfig(options: { dir: string; port: number; upstreams: number[] }): string;
export function startReverseProxy(options: { upstreams: number[]; port?: number }): Promise<IReverseProxy>;
