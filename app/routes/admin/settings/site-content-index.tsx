import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { SiteContentError } from "~/components/admin/site-content-form";
import { Card } from "~/components/ui/card";
import { SITE_CONTENT_SECTION_TEXTS, SITE_CONTENT_TEXTS as TEXTS, siteContentPath } from "~/content/site-content-admin";
import { SITE_CONTENT_SECTIONS } from "~/domain/site-content";
import { requireRole } from "~/server/accounts/admin-gate.server";
import type { Route } from "./+types/site-content-index";

/** The sections of the site content an admin can edit (issue #11). */
export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  return null;
}

export default function SiteContentIndexScreen() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <AdminPageHeader back={{ to: "/admin/settings", label: TEXTS.settingsLink }} title={TEXTS.title} subtitle={TEXTS.subtitle} />
      <Card className="p-0">
        <ul className="divide-y divide-gray-200">
          {SITE_CONTENT_SECTIONS.map((section) => (
            <li key={section}>
              <Link
                to={siteContentPath(section)}
                className="flex items-center gap-4 p-4 hover:bg-gray-50 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-accent-500"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-ink">{SITE_CONTENT_SECTION_TEXTS[section].title}</span>
                  <span className="block text-sm text-muted">{SITE_CONTENT_SECTION_TEXTS[section].subtitle}</span>
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SiteContentError error={error} />;
}

export const meta: Route.MetaFunction = () => adminMeta(TEXTS.title);
