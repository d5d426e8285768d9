/** Names the step a piece of work has reached, for the message when it runs out of time. */
export type MarkStep = (step: string) => void;

/**
 * `work`, or a rejection naming `what` and the last step it marked when it has not settled
 * within `ms`: a browser that stops answering fails the bench with where it stopped, instead
 * of leaving it waiting for ever (one run here waited 19 minutes at the list's loads, with no
 * browser process left).
 */
export async function withDeadline<T>(
  what: string,
  ms: number,
  work: (mark: MarkStep) => Promise<T>,
): Promise<T> {
  let step = 'its start';
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: not done within ${ms / 1000} s, at ${step}`)),
      ms,
    );
  });
  try {
    return await Promise.race([
      work((next) => {
        step = next;
      }),
      expired,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
