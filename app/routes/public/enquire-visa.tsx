import { useTranslations } from "use-intl";
import { CountControl, DateControl, TextControl, type KindFieldsProps } from "~/components/site/enquiry-form";
import { EnquiryPage, enquiryMeta } from "~/components/site/enquiry-page";
import { ENQUIRY_LIMITS } from "~/domain/enquiry-forms";
import { visaEnquirySchema } from "~/domain/visa-enquiry";
import { enquiryAction, enquiryHeaders, enquiryLoader } from "./enquire.server";
import type { Route } from "./+types/enquire-visa";

/** The visa form (issue #13): destination country, nationality, travel date, applicants. */
export const loader = enquiryLoader("visa");
export const action = enquiryAction("visa");
export const headers = enquiryHeaders;

export default function VisaEnquiry({ loaderData, actionData }: Route.ComponentProps) {
  return <EnquiryPage page={loaderData} refusal={actionData} schema={visaEnquirySchema} fields={(props) => <VisaFields {...props} />} />;
}

function VisaFields({ errors, values, today, lastDay }: KindFieldsProps) {
  const t = useTranslations("enquire.visa");
  const place = { required: true, maxLength: ENQUIRY_LIMITS.place, errors, values };
  return (
    <>
      <TextControl name="destination" label={t("destination")} placeholder={t("destinationPlaceholder")} {...place} />
      <TextControl name="nationality" label={t("nationality")} placeholder={t("nationalityPlaceholder")} {...place} />
      <DateControl name="travelDate" label={t("travelDate")} required min={today} max={lastDay} {...{ errors, values }} />
      <CountControl name="applicants" label={t("applicants")} initial="1" {...ENQUIRY_LIMITS.applicants} {...{ errors, values }} />
    </>
  );
}

export const meta = enquiryMeta("visa");
