import { data, isRouteErrorResponse, Link } from "react-router";
import { adminMeta, AdminOnlyErrorHeader, AdminPageHeader } from "~/components/admin/admin-page-header";
import { Card } from "~/components/ui/card";
import { MAIL_TEMPLATE_TEXTS, MAIL_TEMPLATES_PATH, mailTemplatePath } from "~/content/mail-templates";
import { isLocale, LOCALES, localeDirection } from "~/domain/locale";
import { isCustomerMailKind } from "~/domain/mail-templates";
import { requireRole } from "~/server/accounts/admin-gate.server";
import { previewMail } from "~/server/mail-templates/registry.server";
import { formatAddress } from "~/server/platform/mail-outbox/outbox.server";
import type { Route } from "./+types/settings-email";

const TEXTS = MAIL_TEMPLATE_TEXTS.en;

/**
 * One customer e-mail's preview, admins only (issue #28): composed by the template the queuing
 * code calls, with sample data, in the language asked (`?lang=fr`): subject, HTML and text parts.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  if (!isCustomerMailKind(params.key)) throw data(TEXTS.unknownTemplate, { status: 404 });
  const lang = new URL(request.url).searchParams.get("lang") ?? "en";
  if (!isLocale(lang)) throw data(TEXTS.unknownLanguage, { status: 400 });
  const mail = await previewMail(params.key, lang);
  return {
    kind: params.key,
    locale: lang,
    subject: mail.subject,
    from: formatAddress(mail.from),
    to: formatAddress(mail.to),
    replyTo: mail.replyTo ? formatAddress(mail.replyTo) : null,
    html: mail.html ?? "",
    text: mail.text,
  };
}

export default function MailTemplateScreen({ loaderData }: Route.ComponentProps) {
  const { kind, locale, subject, from, to, replyTo, html, text } = loaderData;
  const name = TEXTS.templates[kind].name;
  const dir = localeDirection(locale);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <AdminPageHeader back={{ to: MAIL_TEMPLATES_PATH, label: TEXTS.backToList }} title={name} subtitle={TEXTS.templates[kind].when} />
      <nav aria-label={TEXTS.language} className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">{TEXTS.language}:</span>
        {LOCALES.map((option) => (
          <LanguageLink key={option} to={mailTemplatePath(kind, option)} current={option === locale}>
            {TEXTS.languages[option]}
          </LanguageLink>
        ))}
      </nav>
      <p className="text-sm text-muted">
        {TEXTS.previewSubtitle} {TEXTS.sampleNote}
      </p>
      <Card className="space-y-2 p-4 text-sm">
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="text-muted">{TEXTS.subject}</dt>
          <dd className="font-medium break-words text-ink" lang={locale} dir={dir} data-testid="mail-subject">
            {subject}
          </dd>
          <dt className="text-muted">{TEXTS.from}</dt>
          <dd className="break-all">{from}</dd>
          <dt className="text-muted">{TEXTS.to}</dt>
          <dd className="break-all">{to}</dd>
          {replyTo ? (
            <>
              <dt className="text-muted">{TEXTS.replyTo}</dt>
              <dd className="break-all">{replyTo}</dd>
            </>
          ) : null}
        </dl>
      </Card>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-ink">{TEXTS.htmlPart}</h2>
        {/* The mail's own document, sandboxed: no script, no form, no link leaves the frame. */}
        <iframe
          title={TEXTS.htmlFrameTitle(name)}
          srcDoc={html}
          sandbox=""
          className="h-[32rem] w-full rounded-md border border-gray-200 bg-white"
        />
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-ink">{TEXTS.textPart}</h2>
        <pre
          lang={locale}
          dir={dir}
          className="overflow-x-auto rounded-md border border-gray-200 bg-gray-50 p-4 font-mono text-sm break-words whitespace-pre-wrap text-ink"
        >
          {text}
        </pre>
      </section>
    </div>
  );
}

function LanguageLink({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={
        current
          ? "rounded-md bg-brand-700 px-3 py-1 font-medium text-white"
          : "rounded-md px-3 py-1 text-brand-700 underline-offset-4 hover:underline"
      }
    >
      {children}
    </Link>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `${TEXTS.templates[loaderData.kind].name} · ${TEXTS.title}` : TEXTS.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const back = { to: MAIL_TEMPLATES_PATH, label: TEXTS.backToList };
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 400)) {
    return <AdminPageHeader back={back} title={TEXTS.title} subtitle={String(error.data)} />;
  }
  return <AdminOnlyErrorHeader error={error} back={back} texts={TEXTS} />;
}
