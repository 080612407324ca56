import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { adminMeta, AdminOnlyErrorHeader, AdminPageHeader } from "~/components/admin/admin-page-header";
import { Card } from "~/components/ui/card";
import { MAIL_TEMPLATE_TEXTS, mailTemplatePath } from "~/content/mail-templates";
import { CUSTOMER_MAIL_KINDS } from "~/domain/mail-templates";
import { requireRole } from "~/server/accounts/admin-gate.server";
import type { Route } from "./+types/settings-emails";

const TEXTS = MAIL_TEMPLATE_TEXTS.en;

/** Settings → Customer e-mails, admins only (issue #28): every template, what it is and when it is sent. */
export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  return null;
}

export default function MailTemplatesScreen() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <AdminPageHeader back={{ to: "/admin/settings", label: TEXTS.settingsLink }} title={TEXTS.title} subtitle={TEXTS.subtitle} />
      <Card className="p-0">
        <ul className="divide-y divide-gray-200" aria-label={TEXTS.listCaption}>
          {CUSTOMER_MAIL_KINDS.map((kind) => (
            <li key={kind}>
              <Link
                to={mailTemplatePath(kind)}
                className="flex items-center gap-4 p-4 hover:bg-gray-50 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-accent-500"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-ink">{TEXTS.templates[kind].name}</span>
                  <span className="block text-sm text-muted">{TEXTS.templates[kind].when}</span>
                </span>
                <ChevronRight aria-hidden className="size-4 shrink-0 text-muted rtl:rotate-180" />
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(TEXTS.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminOnlyErrorHeader error={error} back={{ to: "/admin/settings", label: TEXTS.settingsLink }} texts={TEXTS} />;
}
