/**
 * Runs `callback` when the browser is idle: requestIdleCallback where the
 * browser has it (Safari has not), else the next macrotask after 50 ms.
 */
export function whenIdle(callback: (deadline?: IdleDeadline) => void): void {
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(callback, {timeout: 2000});
  } else {
    setTimeout(callback, 50);
  }
}
