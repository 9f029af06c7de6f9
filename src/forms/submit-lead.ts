/** The outcome of one submission: the service said yes, or it did not (for whatever reason). */
export type SubmitResult = { ok: true } | { ok: false; reason: string };

export const submitTimeoutMs = 15_000;

/** A send's 15 s, from when the visitor pressed submit: whatever the send waits for first counts too. */
export function sendDeadline(): { signal: AbortSignal; done(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), submitTimeoutMs);
  return { signal: controller.signal, done: () => clearTimeout(timer) };
}

/**
 * Posts a lead to the form service as JSON. Anything but a JSON answer with success true is a failure:
 * an HTTP error, a body that is not JSON, a network failure or no answer within 15 s of `deadline`'s start.
 */
export async function submitLead(
  endpoint: string,
  payload: Record<string, string>,
  log?: (response: unknown) => void,
  deadline = sendDeadline(),
): Promise<SubmitResult> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: deadline.signal,
    });
    const body: unknown = await response.json().catch(() => null);
    log?.(body);
    const answer = (body ?? {}) as { success?: unknown; message?: unknown };
    if (response.ok && answer.success === true) return { ok: true };
    return { ok: false, reason: typeof answer.message === 'string' ? answer.message : `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, reason: deadline.signal.aborted ? 'timed out' : error instanceof Error ? error.message : String(error) };
  } finally {
    deadline.done();
  }
}
