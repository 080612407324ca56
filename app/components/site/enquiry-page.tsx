import type { ComponentProps, ReactNode } from "react";
import { useTranslations, type Messages } from "use-intl";
import { enquiryFormPath, type EnquiryFormKind } from "~/domain/enquiry-kinds";
import { EnquiryForm } from "./enquiry-form";
import { PageHero } from "./page-hero";
import { pageMeta } from "./seo";
import { ServerHtml } from "./server-html";

/**
 * An enquiry form's page (issue #13): the page's own messages (decision 0033), the hero, the
 * form (or `children` in its place: the tour form's chooser), and beside it the other forms and
 * the agency's contact details, as HTML the server rendered (`EnquiryAside`, decision 0032).
 */
export function EnquiryPage({
  page,
  children,
  ...form
}: Omit<ComponentProps<typeof EnquiryForm>, "page"> & {
  page: ComponentProps<typeof EnquiryForm>["page"] & { messages: Partial<Messages>; aside: string };
  children?: ReactNode;
}) {
  return (
    <EnquiryPageBody kind={page.kind} aside={page.aside}>
      {children ?? <EnquiryForm page={page} {...form} />}
    </EnquiryPageBody>
  );
}

function EnquiryPageBody({ kind, aside, children }: { kind: EnquiryFormKind; aside: string; children: ReactNode }) {
  const t = useTranslations("enquire");
  return (
    <main id="main">
      <PageHero eyebrow={t("eyebrow")} title={t(`${kind}.title`)} text={t(`${kind}.text`)} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-5 lg:gap-10 lg:px-8">
        <div className="lg:col-span-3">{children}</div>
        <ServerHtml html={aside} className="flex flex-col gap-8 lg:col-span-2" />
      </div>
    </main>
  );
}

/** An enquiry page's title, description and links in <head>, from its loader's texts (its messages are not the root's). */
export function enquiryMeta(kind: EnquiryFormKind) {
  return ({
    matches,
    loaderData,
  }: {
    matches: Parameters<typeof pageMeta>[0];
    loaderData?: { meta: { title: string; description: string } };
  }) => (loaderData ? pageMeta(matches, { ...loaderData.meta, path: enquiryFormPath(kind) }) : []);
}
