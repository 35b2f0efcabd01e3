/** Statuses of a reservation whose deposit was paid: the car is the shopper's. */
const paidStatuses = new Set(["held", "confirmed"]);

/**
 * Resolves once the server has the reservation held (after the provider's webhook), asking
 * again every second; rejects when it ends otherwise or no answer comes within two minutes.
 */
export async function waitUntilHeld(reservationId: string, send: typeof fetch = fetch) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const response = await send(`/api/reservations/${encodeURIComponent(reservationId)}`).catch(
      () => null,
    );
    const body = (await response?.json().catch(() => null)) as {
      reservation?: { status: string };
    } | null;
    const status = body?.reservation?.status;
    if (status && paidStatuses.has(status)) return;
    if (status && status !== "pending-payment") throw new Error(`The reservation is ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("The reservation was not confirmed in time");
}
