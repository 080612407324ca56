import { LogOut } from "lucide-react";
import { Form, Link, redirect } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { AUTH_TEXTS as TEXTS } from "~/content/auth";
import { COMPANY } from "~/content/company";
import { redirectWithToast } from "~/server/platform/flash.server";
import { auditOrigin, recordSecurityEvent } from "~/server/accounts/audit.server";
import { refuseCrossSitePost } from "~/server/accounts/cross-site.server";
import { destroySession, getUser } from "~/server/accounts/session.server";
import { readForm } from "~/server/platform/posted-form.server";
import type { Route } from "./+types/logout";

/** A GET never signs anyone out (a link or a prefetch could); it offers the button instead. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  if (!user) throw redirect("/login");
  return { name: user.name };
}

export async function action({ request, context }: Route.ActionArgs) {
  await refuseCrossSitePost(request, context);
  // The form has no fields, but a body that is not a web form is refused like on every other action.
  await readForm(request);
  const user = await getUser(request);
  const clearCookie = await destroySession(request);
  if (user) {
    await recordSecurityEvent(
      { ...auditOrigin(context), actor: { id: user.id, name: user.name } },
      { action: "sign-out", entity: "user", entityId: user.id },
    );
  }
  return redirectWithToast("/login", { type: "success", title: TEXTS.signedOut }, { headers: { "Set-Cookie": clearCookie } });
}

export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };
}

export default function LogoutScreen({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-10">
      <Card className="w-full max-w-sm space-y-5 p-6 text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{TEXTS.signOutHeading}</h1>
        <p className="text-muted">{TEXTS.signOutIntro(loaderData.name)}</p>
        <Form method="post" className="flex flex-col gap-3">
          <Button type="submit" className="w-full">
            <LogOut aria-hidden className="rtl:rotate-180" />
            {TEXTS.signOut}
          </Button>
          <Button asChild variant="ghost" className="w-full">
            <Link to="/admin">{TEXTS.backToAdmin}</Link>
          </Button>
        </Form>
      </Card>
    </main>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: `${TEXTS.signOutHeading} | ${COMPANY.name}` },
  { name: "robots", content: "noindex, nofollow" },
];
