import { useState } from "react";
import { useTranslations } from "use-intl";
import { CountControl, DateControl, SelectControl, TextControl, type KindFieldsProps } from "~/components/site/enquiry-form";
import { EnquiryPage, enquiryMeta } from "~/components/site/enquiry-page";
import { FieldSet } from "~/components/ui/field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { airEnquirySchema } from "~/domain/air-enquiry";
import { ENQUIRY_LIMITS } from "~/domain/enquiry-forms";
import { CABIN_CLASSES, TRIP_TYPES, type TripType } from "~/domain/enquiry-kinds";
import { textAt } from "~/domain/form-fields";
import { enquiryAction, enquiryHeaders, enquiryLoader } from "./enquire.server";
import type { Route } from "./+types/enquire-air";

/** The air ticket form (issue #13): from, to, return or one way with its dates, passengers and class. */
export const loader = enquiryLoader("air");
export const action = enquiryAction("air");
export const headers = enquiryHeaders;

export default function AirEnquiry({ loaderData, actionData }: Route.ComponentProps) {
  return <EnquiryPage page={loaderData} refusal={actionData} schema={airEnquirySchema} fields={(props) => <AirFields {...props} />} />;
}

function AirFields({ errors, values, today, lastDay }: KindFieldsProps) {
  const t = useTranslations("enquire.air");
  const place = { required: true, maxLength: ENQUIRY_LIMITS.place, errors, values };
  return (
    <>
      <TextControl name="from" label={t("from")} placeholder={t("fromPlaceholder")} {...place} />
      <TextControl name="to" label={t("to")} placeholder={t("toPlaceholder")} {...place} />
      <TripDates today={today} lastDay={lastDay} errors={errors} values={values} />
      <CountControl name="passengers" label={t("passengers")} initial="1" {...ENQUIRY_LIMITS.passengers} {...{ errors, values }} />
      <SelectControl
        name="cabin"
        label={t("cabin")}
        required
        initial="economy"
        options={CABIN_CLASSES.map((cabin) => ({ value: cabin, label: t(`cabins.${cabin}`) }))}
        {...{ errors, values }}
      />
    </>
  );
}

/**
 * Return or one way, and the dates. With JavaScript a one-way trip turns the return date off;
 * without it the field stays open and the action ignores it for a one-way trip.
 */
function TripDates({ today, lastDay, errors, values }: KindFieldsProps) {
  const t = useTranslations("enquire.air");
  const hydrated = useHydrated();
  const posted = textAt(values, "trip");
  const [trip, setTrip] = useState<TripType>(posted === "one-way" ? "one-way" : "return");
  const labels: Record<TripType, string> = { return: t("tripReturn"), "one-way": t("tripOneWay") };
  return (
    <>
      <FieldSet legend={t("trip")} error={errors.trip} className="sm:col-span-2">
        {(group) => (
          <div role="radiogroup" {...group} className="flex flex-wrap gap-x-6 gap-y-2">
            {TRIP_TYPES.map((type) => (
              <label key={type} className="inline-flex items-center gap-2 text-ink">
                <input
                  type="radio"
                  name="trip"
                  value={type}
                  checked={trip === type}
                  onChange={() => setTrip(type)}
                  className="size-4 accent-brand-700"
                />
                {labels[type]}
              </label>
            ))}
          </div>
        )}
      </FieldSet>
      <DateControl name="departDate" label={t("departDate")} required min={today} max={lastDay} {...{ errors, values }} />
      <DateControl
        name="returnDate"
        label={t("returnDate")}
        hint={t("returnDateHint")}
        required={trip === "return"}
        disabled={hydrated && trip === "one-way"}
        min={today}
        max={lastDay}
        {...{ errors, values }}
      />
    </>
  );
}

export const meta = enquiryMeta("air");
