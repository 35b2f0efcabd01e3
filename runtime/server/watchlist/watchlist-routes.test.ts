import { expect, it } from "vitest";
import { host } from "../auth/sign-in-test-server.ts";
import { useSignInTestServer } from "../auth/use-sign-in-test-server.ts";
import { describeEachBackend } from "../store/test-backends.ts";
import { watchlistMessages } from "./watchlist-routes.ts";

/** The test server's one car, sold by the group site's dealership. */
const carId = 1;
const phone = "0412345678";
const otherHost = "other.localhost";

describeEachBackend("the watchlist API", (backend) => {
  const server = useSignInTestServer(backend);
  const { post } = server;

  const signIn = (number = phone, onHost = host) => server.signIn(number, { onHost });
  const watchlistOf = (cookie: string, onHost = host) =>
    server.app.inject({ method: "GET", url: "/api/watchlist", headers: { host: onHost, cookie } });

  it("saves and removes a car for the signed-in shopper, answering the success flag", async () => {
    const cookie = await signIn();
    const saved = await post(
      "/api/watchlist/save-car",
      { phone_number: "0412 345 678", car_id: carId },
      { cookie },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true });
    // Saving again keeps it once; the id may come as text.
    await post("/api/watchlist/save-car", { phone_number: phone, car_id: "1" }, { cookie });
    const listed = await watchlistOf(cookie);
    expect(listed.json()).toEqual({ car_ids: [carId] });
    expect(listed.headers["cache-control"]).toBe("no-store");

    const removed = await post(
      "/api/watchlist/remove-car",
      { phone_number: phone, car_id: carId },
      { cookie },
    );
    expect(removed.json()).toEqual({ success: true });
    expect((await watchlistOf(cookie)).json()).toEqual({ car_ids: [] });
  });

  it("refuses a signed-out visitor, another phone than the shopper's, and a car the site does not sell", async () => {
    const signedOut = await post("/api/watchlist/save-car", { phone_number: phone, car_id: carId });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ success: false, error: watchlistMessages.signedOut });
    expect((await watchlistOf("")).statusCode).toBe(401);

    const cookie = await signIn();
    const otherPhone = await post(
      "/api/watchlist/save-car",
      { phone_number: "0498 765 432", car_id: carId },
      { cookie },
    );
    expect(otherPhone.statusCode).toBe(403);
    expect(otherPhone.json()).toEqual({ success: false, error: watchlistMessages.otherPhone });

    const unknown = await post(
      "/api/watchlist/save-car",
      { phone_number: phone, car_id: 999 },
      { cookie },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().success).toBe(false);
    expect((await watchlistOf(cookie)).json()).toEqual({ car_ids: [] });
  });

  it("names each bad field, and refuses a change sent from another site's page", async () => {
    const cookie = await signIn();
    const bad = await post(
      "/api/watchlist/save-car",
      { phone_number: "12", car_id: "a car", extra: 1 },
      { cookie },
    );
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body.success).toBe(false);
    expect(body.problems.map((problem: { path: string }) => problem.path).sort()).toEqual([
      "car_id",
      "extra",
      "phone_number",
    ]);
    expect(body.error).toMatch(/phone_number: Enter an Australian mobile number/);
    expect(body.error).toMatch(/car_id: Use the car's id, a whole number/);

    const forged = await post(
      "/api/watchlist/save-car",
      { phone_number: phone, car_id: carId },
      { cookie, origin: "https://evil.example" },
    );
    expect(forged.statusCode).toBe(403);
    expect((await watchlistOf(cookie)).json()).toEqual({ car_ids: [] });
  });

  it("keeps a site's watchlist and session to that site", async () => {
    const cookie = await signIn();
    await post("/api/watchlist/save-car", { phone_number: phone, car_id: carId }, { cookie });
    // The group's session is nobody on the other site: no watchlist to read or change there.
    const elsewhere = { host: otherHost, origin: `http://${otherHost}`, cookie };
    expect((await watchlistOf(cookie, otherHost)).statusCode).toBe(401);
    const removed = await post(
      "/api/watchlist/remove-car",
      { phone_number: phone, car_id: carId },
      elsewhere,
    );
    expect(removed.statusCode).toBe(401);
    // Signed in there with the same phone, the shopper has that site's own, empty, watchlist.
    const otherCookie = await signIn(phone, otherHost);
    expect((await watchlistOf(otherCookie, otherHost)).json()).toEqual({ car_ids: [] });
    await post(
      "/api/watchlist/remove-car",
      { phone_number: phone, car_id: carId },
      { ...elsewhere, cookie: otherCookie },
    );
    expect((await watchlistOf(cookie)).json()).toEqual({ car_ids: [carId] });
  });
});
