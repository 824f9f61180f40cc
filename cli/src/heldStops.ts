// The reader's stop (Ctrl+C, kill, a closed terminal), held for the whole
// run. The runner passes a signal on to the program it runs; between two
// programs, or while Setup writes files itself, no program is there to take
// it, and Node's default would end the command at once with the project half
// set up. Held here, the signal ends the run at the next step instead, and the
// project is put back first.

/** The signals a run holds: the ones a reader stops a command with. */
export const stopSignals: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

let received: NodeJS.Signals | undefined;
const hold = (signal: NodeJS.Signals) => {
  received ??= signal;
};

/** Holds the stop signals until the returned function lets them go. */
export function holdStops(): () => void {
  received = undefined;
  for (const signal of stopSignals) {
    process.on(signal, hold);
  }
  return () => {
    for (const signal of stopSignals) {
      process.off(signal, hold);
    }
  };
}

/** The first stop received since `holdStops`, if any. */
export function heldStop(): NodeJS.Signals | undefined {
  return received;
}

/**
 * The same, once the event loop has taken in any signal already sent: a
 * signal reaches Node's handlers only between two turns of the loop.
 */
export async function stopReceived(): Promise<NodeJS.Signals | undefined> {
  await new Promise((resolve) => setImmediate(resolve));
  return received;
}
