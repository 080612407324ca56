import { ShieldCheck } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { SignInShell, signInHeaders } from "~/components/site/sign-in-shell";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Notice } from "~/components/ui/notice";
import { COMPANY } from "~/content/company";
import { TWO_FACTOR_TEXTS as TEXTS } from "~/content/two-factor";
import { CODE_INPUT_MAX_LENGTH, parseTypedCode } from "~/domain/two-factor";
import { auditOrigin, recordSecurityEvent, type AuditOrigin } from "~/server/accounts/audit.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { readForm } from "~/server/platform/posted-form.server";
import { refuseCrossSitePost } from "~/server/accounts/cross-site.server";
import { getUser } from "~/server/accounts/session.server";
import { completeSignIn } from "~/server/accounts/sign-in.server";
import { checkSecondFactor, getTwoFactorStatus } from "~/server/accounts/two-factor.server";
import { endPendingSignIn, readPendingSignIn } from "~/server/accounts/two-factor-pending.server";
import { getUserById } from "~/server/accounts/users.server";
import type { Route } from "./+types/login-two-factor";

/** The second step of signing in (decision 0022): only reachable with a pending sign-in from /login. */
export async function loader({ request }: Route.LoaderArgs) {
  const pending = await readPendingSignIn(request);
  if (await getUser(request)) throw redirect(pending?.redirectTo ?? "/admin");
  if (!pending) throw redirect("/login");
  return { recovery: new URL(request.url).searchParams.get("recovery") === "1" };
}

type ActionResult = { error: string };

async function startOver(): Promise<Response> {
  return redirectWithToast("/login", { type: "error", title: TEXTS.expired }, { headers: { "Set-Cookie": await endPendingSignIn() } });
}

export async function action({ request, context }: Route.ActionArgs) {
  await refuseCrossSitePost(request, context);
  const form = await readForm(request);
  const pending = await readPendingSignIn(request);
  const user = pending ? await getUserById(pending.userId) : null;
  if (!pending || !user) return startOver();

  const origin: AuditOrigin = { ...auditOrigin(context), actor: { id: user.id, name: user.name } };
  const checked = await checkSecondFactor(user.id, form.get("code"), { allowRecovery: true });
  if (!checked.ok) {
    switch (checked.reason) {
      case "malformed":
        return data<ActionResult>({ error: TEXTS.codeMissing }, { status: 400 });
      case "not-set-up":
        // Two-factor was reset while this sign-in waited: the password step decides again.
        return startOver();
      case "throttled":
        await recordSecurityEvent(origin, {
          action: "two-factor-failed",
          entity: "user",
          entityId: user.id,
          detail: { reason: "throttled" },
        });
        return data<ActionResult>(
          { error: TEXTS.tooManyTries(Math.ceil(checked.retryAfterSeconds / 60)) },
          { status: 429, headers: { "Retry-After": String(checked.retryAfterSeconds) } },
        );
      case "wrong":
      case "replayed": {
        const recovery = parseTypedCode(form.get("code"))?.kind === "recovery";
        await recordSecurityEvent(origin, {
          action: "two-factor-failed",
          entity: "user",
          entityId: user.id,
          detail: { reason: checked.reason, method: recovery ? "recovery-code" : "totp" },
        });
        const error = checked.reason === "replayed" ? TEXTS.codeReplayed : recovery ? TEXTS.recoveryWrong : TEXTS.codeWrong;
        return data<ActionResult>({ error }, { status: 401 });
      }
    }
  }

  const finish = { request, context, redirectTo: pending.redirectTo, secondFactor: checked.used, cookies: [await endPendingSignIn()] };
  if (checked.used === "recovery") {
    const status = await getTwoFactorStatus(user.id);
    const left = status.state === "on" ? status.recoveryCodesLeft : 0;
    const signedIn = await completeSignIn(user, { ...finish, notice: TEXTS.recoveryCodeUsed(left) });
    await recordSecurityEvent(origin, { action: "recovery-code-used", entity: "user", entityId: user.id, detail: { left } });
    return signedIn;
  }
  return completeSignIn(user, finish);
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return signInHeaders(actionHeaders);
}

export default function TwoFactorStepScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { recovery } = loaderData;
  const submitting = useNavigation().state === "submitting";
  return (
    <SignInShell title={TEXTS.stepTitle} intro={recovery ? TEXTS.recoveryIntro : TEXTS.stepIntro}>
      <Card className="p-6">
        <Form method="post" className="space-y-5" aria-describedby={actionData ? "two-factor-error" : undefined}>
          {actionData ? <Notice id="two-factor-error" type="error" text={actionData.error} /> : null}
          {recovery ? (
            <Field name="code" label={TEXTS.recoveryLabel} hint={TEXTS.recoveryHint}>
              {(control) => (
                <Input
                  {...control}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  maxLength={CODE_INPUT_MAX_LENGTH}
                  autoFocus
                />
              )}
            </Field>
          ) : (
            <Field name="code" label={TEXTS.codeLabel} hint={TEXTS.codeHint}>
              {(control) => (
                <Input
                  {...control}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  required
                  maxLength={CODE_INPUT_MAX_LENGTH}
                  autoFocus
                  className="tracking-widest"
                />
              )}
            </Field>
          )}
          <Button type="submit" className="w-full" disabled={submitting}>
            <ShieldCheck aria-hidden />
            {submitting ? TEXTS.verifying : TEXTS.verify}
          </Button>
        </Form>
      </Card>

      <p className="flex flex-col items-center gap-2 text-center text-sm">
        <a
          href={recovery ? "/login/two-factor" : "/login/two-factor?recovery=1"}
          className="text-brand-700 underline-offset-4 hover:underline"
        >
          {recovery ? TEXTS.useApp : TEXTS.useRecovery}
        </a>
        <a href="/login" className="text-brand-700 underline-offset-4 hover:underline">
          {TEXTS.startOver}
        </a>
      </p>
    </SignInShell>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: `${TEXTS.stepTitle} | ${COMPANY.name}` },
  { name: "robots", content: "noindex, nofollow" },
];
