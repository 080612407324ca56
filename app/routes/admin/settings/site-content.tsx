import { adminMeta } from "~/components/admin/admin-page-header";
import {
  ContentInput,
  ContentList,
  ContentSelect,
  LocalizedInput,
  SiteContentError,
  SiteContentFormPage,
} from "~/components/admin/site-content-form";
import { SITE_CONTENT_FIELDS as FIELDS, SITE_CONTENT_SECTION_TEXTS, SITE_CONTENT_TEXTS as TEXTS } from "~/content/site-content-admin";
import {
  SITE_CONTENT_LISTS,
  SITE_CONTENT_SCHEMAS,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  toSiteContentFormValues,
  type SiteContentSection,
} from "~/domain/site-content";
import { OFFICE_IDS } from "~/domain/offices";
import { PAYMENT_INSTRUCTIONS_FIELD } from "~/content/money-online";
import { PeoplePictures } from "~/components/admin/people-pictures";
import { OfficeInvoiceFields } from "~/components/admin/money/office-invoice-fields";
import { requireRole } from "~/server/accounts/admin-gate.server";
import { getSiteContentSection } from "~/server/platform/site-content.server";
import { handleSiteContentAction, requireSection } from "./site-content.server";
import type { Route } from "./+types/site-content";

/** One section of the site content (issue #11), admins only: /admin/settings/content/contact, /hours, /team… */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const section = requireSection(params.section);
  const stored = await getSiteContentSection(section);
  // The people whose pictures can be uploaded (team and testimonials, decision 0031).
  const document = stored.document as { members?: { name: string }[]; items?: { name: string }[] };
  const people = (document.members ?? document.items ?? []).map((person) => person.name);
  return { section, values: toSiteContentFormValues(stored.document), version: stored.version, people };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireRole(context, "admin");
  return handleSiteContentAction(request, requireSection(params.section));
}

export default function SiteContentScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { section, values, version, people } = loaderData;
  const texts = SITE_CONTENT_SECTION_TEXTS[section];
  const Fields = SECTION_FIELDS[section];
  const form = (
    <SiteContentFormPage
      title={texts.title}
      subtitle={texts.subtitle}
      schema={SITE_CONTENT_SCHEMAS[section]}
      values={values}
      version={version}
      outcome={actionData}
    >
      <Fields />
    </SiteContentFormPage>
  );
  if (section !== "team" && section !== "testimonials") return form;
  return (
    <div className="space-y-6">
      {form}
      <PeoplePictures section={section} names={people} version={version} />
    </div>
  );
}

const max = (section: SiteContentSection, list: string) => SITE_CONTENT_LISTS[section][list] ?? 0;

function ContactFields() {
  return (
    <>
      <LocalizedInput name="companyName" label={FIELDS.companyName} />
      <LocalizedInput name="legalName" label={FIELDS.legalName} hint={FIELDS.legalNameHint} optional />
      <LocalizedInput name="address.street" label={FIELDS.street} />
      <LocalizedInput name="address.city" label={FIELDS.city} />
      <LocalizedInput name="address.country" label={FIELDS.country} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ContentInput name="emails.info" label={FIELDS.emails.info} type="email" inputMode="email" dir="ltr" />
        <ContentInput name="emails.cargo" label={FIELDS.emails.cargo} type="email" inputMode="email" dir="ltr" />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-ink">{FIELDS.mapPosition}</legend>
        <ContentInput name="map.latitude" label={FIELDS.latitude} inputMode="decimal" dir="ltr" />
        <ContentInput name="map.longitude" label={FIELDS.longitude} inputMode="decimal" dir="ltr" />
        <p className="text-xs text-muted sm:col-span-2">{FIELDS.mapHint}</p>
      </fieldset>
    </>
  );
}

/** Each office's card on the contact page, its WhatsApp number and the time zone its staff read times in (issue #23). */
function OfficesFields() {
  return (
    <>
      {OFFICE_IDS.map((office) => (
        <fieldset key={office} className="space-y-4 rounded-lg border border-gray-200 p-4">
          <legend className="px-1 text-sm font-semibold text-ink">{FIELDS.offices[office]}</legend>
          <LocalizedInput name={`${office}.name`} label={FIELDS.officeName} />
          <LocalizedInput name={`${office}.address`} label={FIELDS.officeAddress} />
          <div className="grid gap-4 sm:grid-cols-2">
            <ContentInput
              name={`${office}.phone`}
              label={FIELDS.officePhone}
              hint={FIELDS.phoneHint}
              type="tel"
              inputMode="tel"
              dir="ltr"
            />
            <ContentInput
              name={`${office}.whatsapp`}
              label={FIELDS.officeWhatsApp}
              hint={FIELDS.officeWhatsAppHint}
              type="tel"
              inputMode="tel"
              dir="ltr"
            />
            <ContentInput name={`${office}.email`} label={FIELDS.officeEmail} type="email" inputMode="email" dir="ltr" />
            <ContentInput name={`${office}.timeZone`} label={FIELDS.officeTimeZone} hint={FIELDS.officeTimeZoneHint} dir="ltr" />
          </div>
          <LocalizedInput name={`${office}.hours`} label={FIELDS.officeHours} />
          <OfficeInvoiceFields office={office} />
          <LocalizedInput
            name={`${office}.paymentInstructions`}
            label={PAYMENT_INSTRUCTIONS_FIELD.label}
            hint={PAYMENT_INSTRUCTIONS_FIELD.hint}
            multiline
            optional
          />
        </fieldset>
      ))}
    </>
  );
}

function HoursFields() {
  return (
    <ContentList name="rows" noun={FIELDS.hoursRow} max={max("hours", "rows")}>
      {(row) => (
        <>
          <LocalizedInput name={`${row}.days`} label={FIELDS.days} />
          <LocalizedInput name={`${row}.hours`} label={FIELDS.hours} />
          <ContentInput name={`${row}.schema`} label={FIELDS.hoursSchema} hint={FIELDS.hoursSchemaHint} dir="ltr" />
        </>
      )}
    </ContentList>
  );
}

function SocialFields() {
  return (
    <>
      {SOCIAL_NETWORKS.map((network) => (
        <ContentInput
          key={network}
          name={network}
          label={SOCIAL_NETWORK_NAMES[network]}
          hint={FIELDS.socialHint}
          type="url"
          inputMode="url"
          placeholder="https://"
          dir="ltr"
        />
      ))}
    </>
  );
}

function ClaimsFields() {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <ContentInput name="yearsOfExperience" label={FIELDS.yearsOfExperience} hint={FIELDS.yearsOfExperienceHint} />
        <ContentInput name="founded" label={FIELDS.founded} inputMode="numeric" />
        <ContentInput name="servingSince" label={FIELDS.servingSince} inputMode="numeric" />
      </div>
      <ContentList name="credentials" noun={FIELDS.credential} max={max("claims", "credentials")}>
        {(row) => <LocalizedInput name={row} label={FIELDS.credential} />}
      </ContentList>
    </>
  );
}

function AboutFields() {
  return (
    <>
      <LocalizedInput name="story" label={FIELDS.story} hint={FIELDS.storyHint} multiline />
      <LocalizedInput name="mission" label={FIELDS.mission} multiline />
      <ContentList name="whoWeAre" noun={FIELDS.whoWeAre} max={max("about", "whoWeAre")}>
        {(row) => <LocalizedInput name={row} label={FIELDS.whoWeAre} />}
      </ContentList>
      <ContentList name="stats" noun={FIELDS.stat} max={max("about", "stats")}>
        {(row) => (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <ContentSelect name={`${row}.icon`} label={FIELDS.statIcon} options={FIELDS.statIcons} />
              <ContentInput name={`${row}.value`} label={FIELDS.statValue} hint={FIELDS.statValueHint} />
            </div>
            <LocalizedInput name={`${row}.label`} label={FIELDS.statLabel} />
          </>
        )}
      </ContentList>
    </>
  );
}

function TeamFields() {
  return (
    <ContentList name="members" noun={FIELDS.member} max={max("team", "members")}>
      {(row) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <ContentInput name={`${row}.name`} label={FIELDS.name} />
            <ContentInput name={`${row}.image`} label={FIELDS.photo} hint={FIELDS.photoHint} dir="ltr" />
          </div>
          <LocalizedInput name={`${row}.role`} label={FIELDS.role} />
          <LocalizedInput name={`${row}.bio`} label={FIELDS.bio} multiline />
        </>
      )}
    </ContentList>
  );
}

function TestimonialsFields() {
  return (
    <ContentList name="items" noun={FIELDS.testimonial} max={max("testimonials", "items")}>
      {(row) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <ContentInput name={`${row}.name`} label={FIELDS.name} />
            <ContentInput name={`${row}.rating`} label={FIELDS.rating} type="number" min={1} max={5} step={1} inputMode="numeric" />
          </div>
          <ContentInput name={`${row}.avatar`} label={FIELDS.avatar} hint={FIELDS.avatarHint} dir="ltr" />
          <LocalizedInput name={`${row}.location`} label={FIELDS.location} />
          <LocalizedInput name={`${row}.text`} label={FIELDS.text} multiline />
        </>
      )}
    </ContentList>
  );
}

function HeroFields() {
  return (
    <>
      <LocalizedInput name="eyebrow" label={FIELDS.eyebrow} />
      <LocalizedInput name="title" label={FIELDS.heroTitle} />
      <LocalizedInput name="text" label={FIELDS.heroText} multiline />
    </>
  );
}

const SECTION_FIELDS: Record<SiteContentSection, () => React.JSX.Element> = {
  contact: ContactFields,
  offices: OfficesFields,
  hours: HoursFields,
  social: SocialFields,
  claims: ClaimsFields,
  about: AboutFields,
  team: TeamFields,
  testimonials: TestimonialsFields,
  hero: HeroFields,
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SiteContentError error={error} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? SITE_CONTENT_SECTION_TEXTS[loaderData.section].title : TEXTS.title);
