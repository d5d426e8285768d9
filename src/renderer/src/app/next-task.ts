/**
 * Resolves in a new task: what was started before (a request, once its promises have run) is
 * on its way before the rest of the work. A message rather than a timer, which a hidden window
 * may hold back for a second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
