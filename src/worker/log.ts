import { hostname } from 'node:os';

/** The few logger methods the dispatcher uses; Fastify's pino logger has them, and so does jsonLogger. */
export type Log = Record<'debug' | 'info' | 'warn' | 'error', (fields: Record<string, unknown>, message: string) => void>;

// pino's numeric levels, so that `dockside worker` lines read like `dockside serve` lines.
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;

/**
 * A JSON-lines logger for the process that has no Fastify app (`dockside worker`), in pino's line
 * format: level number, time in ms, pid, hostname, msg and the fields. Errors are written as
 * {type, message, stack} under their key.
 */
export function jsonLogger(level: string, write: (line: string) => void = (line) => process.stdout.write(line)): Log {
  const threshold = LEVELS[level as keyof typeof LEVELS] ?? LEVELS.info;
  const base = { pid: process.pid, hostname: hostname() };
  const at = (value: number) => (fields: Record<string, unknown>, message: string) => {
    if (value < threshold) return;
    const plain = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, v instanceof Error ? { type: v.name, message: v.message, stack: v.stack } : v]),
    );
    write(`${JSON.stringify({ level: value, time: Date.now(), ...base, msg: message, ...plain })}\n`);
  };
  return { debug: at(LEVELS.debug), info: at(LEVELS.info), warn: at(LEVELS.warn), error: at(LEVELS.error) };
}
