import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import type { FinanceEnquiryValues } from "@storefront/schemas/leads/finance-enquiry";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useSite } from "../../app/core/site-context.tsx";
import { requestSignInCode } from "../../app/shopper/sign-in-calls.ts";
import { withPageDetails } from "../leads/lead-fields.ts";
import { sendLead } from "../leads/send-lead.ts";
import { readRememberedDetails } from "../leads/shopper-storage.ts";
import { visitAttributes } from "../leads/visit-tracking.ts";
import { askQuote, createCustomer, verifyCode } from "./finance-calls.ts";
import {
  budgetAmount,
  chosenCar,
  chosenCarId,
  featuredCars,
  financeSettingsOf,
  preferredDealership,
  usedCarsHref,
} from "./finance-data.ts";
import { featuredFinanceCarsQuery, financeCarQuery } from "./finance-queries.ts";
import { sendFinanceEnquiry } from "./finance-submission.ts";

/**
 * The finance page: the car its address names (`car_id`), the featured used cars when it names
 * none, quotes from `/api/youx/quote`, and the enquiry sent as a lead and a partner customer.
 */
export function FinanceEnquiryConnector({ block, Block }: ConnectorProps<"finance-enquiry">) {
  const context = useSite();
  const { site } = context;
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const carId = chosenCarId(search);
  const dealershipSlug = preferredDealership(search, site);
  const carAnswer = useQuery({ ...financeCarQuery(context, carId ?? "0"), enabled: !!carId });
  const featuredAnswer = useQuery({ ...featuredFinanceCarsQuery(context), enabled: !carId });
  const chosen = chosenCar(carId, carAnswer, site);
  const car = chosen.status === "ready" ? chosen.car : undefined;
  const [remembered, setRemembered] = useState<ReturnType<typeof readRememberedDetails>>();
  // The fill time counts from when the shopper first saw the form.
  const openedAt = useRef(Date.now());
  useEffect(() => setRemembered(readRememberedDetails(localStorage)), []);
  useEffect(() => {
    if (carAnswer.error) console.warn("the finance page's car failed to load", carAnswer.error);
  }, [carAnswer.error]);

  const queryClient = useQueryClient();
  const verifiedPhone = useRef<string | null>(null);
  const send = (values: FinanceEnquiryValues) =>
    sendFinanceEnquiry(values, car, {
      // A code is good once: sent again after a later failure, the phone stays verified.
      verify: async (checked) => {
        if (verifiedPhone.current === checked.phone) return null;
        const refused = await verifyCode(checked);
        if (refused) return refused;
        verifiedPhone.current = checked.phone;
        void queryClient.invalidateQueries({ queryKey: ["shopper-session"] });
        return null;
      },
      complete: (lead) =>
        withPageDetails(dealershipSlug ? { ...lead, dealership_slug: dealershipSlug } : lead, {
          pageUrl: window.location.href.split("#")[0] ?? window.location.href,
          userAgent: navigator.userAgent,
          visit: visitAttributes(sessionStorage),
          openedAt: openedAt.current,
          sentAt: Date.now(),
        }),
      sendLead: (lead) => sendLead(lead, crypto.randomUUID()),
      createCustomer: (request) => createCustomer(request),
      redirect: (url) => window.location.assign(url),
    });

  return (
    <Block
      {...block.props}
      settings={financeSettingsOf(site)}
      chosen={chosen}
      featured={featuredCars(site, context.now, featuredAnswer)}
      usedCarsHref={usedCarsHref}
      initialValues={remembered}
      initialAmount={budgetAmount(search)}
      ask={askQuote}
      sendCode={requestSignInCode}
      send={send}
    />
  );
}
