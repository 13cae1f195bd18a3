// Whatever the cluster bench started must not outlive it, even when it crashes or is interrupted:
// child processes are killed and the machine's NATS is put back (restore hooks run synchronously,
// so they also run from an 'exit' handler).
import type { ChildProcess } from 'node:child_process';

const children = new Set<ChildProcess>();
const restores = new Set<() => void>();

/** Kills `child` at the end of the suite (or of the bench process) unless it has exited. */
export function track<T extends ChildProcess>(child: T): T {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Runs `restore` at the end of the suite or of the process, whichever comes first. */
export function onCleanup(restore: () => void): void {
  restores.add(restore);
}

export function cleanupNow(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
  for (const restore of restores) {
    try {
      restore();
    } catch {
      // The others must still run.
    }
  }
  restores.clear();
}

/**
 * Until the returned function is called, an interrupt (^C, SIGTERM) or an exit cleans up first.
 */
export function guardProcess(): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    cleanupNow();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('exit', cleanupNow);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return () => {
    process.off('exit', cleanupNow);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}
