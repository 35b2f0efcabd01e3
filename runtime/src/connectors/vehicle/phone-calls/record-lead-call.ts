type LeadCall = { car_id: number; dealership_id?: string | undefined; website_id: string };

/**
 * Tells the server a shopper revealed (or called) the dealer's number on a vehicle page.
 * Spec: a failure is logged only; the shopper still gets the number.
 */
export function recordLeadCall(call: LeadCall): void {
  fetch("/api/lead-calls", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(call),
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) console.error(`The lead call was not recorded (${response.status})`);
    })
    .catch((error: unknown) => console.error("The lead call was not recorded", error));
}
