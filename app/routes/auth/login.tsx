import { LogIn } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { SignInShell, signInHeaders } from "~/components/site/sign-in-shell";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Notice } from "~/components/ui/notice";
import { COMPANY } from "~/content/company";
import { EMAIL_MAX_LENGTH, emailKey, safeRedirectPath, SIGN_IN_PASSWORD_MAX_LENGTH } from "~/domain/users";
import { AUTH_TEXTS as TEXTS } from "~/content/auth";
import { auditOrigin, recordSecurityEvent, recordThrottled } from "~/server/accounts/audit.server";
import { clientKey } from "~/server/platform/client-address.server";
import { refuseCrossSitePost } from "~/server/accounts/cross-site.server";
import { credentialGeneration, trustedDeviceKey } from "~/server/accounts/device-cookie.server";
import { readForm } from "~/server/platform/posted-form.server";
import { takeToast } from "~/server/platform/flash.server";
import { getUser } from "~/server/accounts/session.server";
import { completeSignIn } from "~/server/accounts/sign-in.server";
import {
  forgetSignInFailures,
  keepSignInFailure,
  reserveSignInAttempt,
  slowDownAfterFailure,
} from "~/server/accounts/sign-in-throttle.server";
import { secondStepRedirect } from "~/server/accounts/two-factor-pending.server";
import { accountForEmailKey, verifyCredentials } from "~/server/accounts/users.server";
import type { Route } from "./+types/login";

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  if (await getUser(request)) throw redirect(redirectTo);
  const { toast, headers } = await takeToast(request);
  return data({ redirectTo, notice: toast }, { headers });
}

type ActionResult = { error: string; email: string };

/**
 * Sign-in. An unknown e-mail and a wrong password get the same answer, body and time (the
 * unknown one is checked against a decoy hash); every attempt is counted before its password
 * is checked (decision 0020). Once the password is right, completeSignIn() opens the session.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await refuseCrossSitePost(request, context);
  const form = await readForm(request);
  const email = String(form.get("email") ?? "")
    .trim()
    .slice(0, EMAIL_MAX_LENGTH);
  const password = String(form.get("password") ?? "");
  const redirectTo = safeRedirectPath(form.get("redirectTo") ?? new URL(request.url).searchParams.get("redirectTo"));

  if (!email || !password) return data<ActionResult>({ error: TEXTS.missingFields, email }, { status: 400 });

  const key = emailKey(email);
  const reservation = await reserveSignInAttempt({
    emailKey: key,
    addressKey: clientKey(context),
    deviceKey: trustedDeviceKey(request, key, await credentialGeneration(key)),
  });
  if (!reservation.allowed) {
    await recordThrottled(context, { form: "sign-in", scope: reservation.scope });
    const minutes = Math.ceil(reservation.retryAfterSeconds / 60);
    return data<ActionResult>(
      { error: TEXTS.tooManyAttempts(minutes), email },
      { status: 429, headers: { "Retry-After": String(reservation.retryAfterSeconds) } },
    );
  }

  // A password longer than any allowed is not worth hashing; it is answered like any other wrong one.
  const user = password.length > SIGN_IN_PASSWORD_MAX_LENGTH ? null : await verifyCredentials(email, password);
  if (!user) {
    const lockedNow = await keepSignInFailure(reservation);
    const origin = auditOrigin(context);
    // The audit trail outlives the throttle's window: it names the account an e-mail reached,
    // never what was typed when it reached none (a mistyped address, or a password typed there).
    const account = await accountForEmailKey(key);
    const typed = account ? { email: account.email } : { account: "unknown" };
    await recordSecurityEvent(origin, {
      action: "sign-in-failed",
      detail: { ...typed, knownDevice: reservation.attempt.deviceKey !== null },
    });
    if (lockedNow) {
      await recordSecurityEvent(origin, {
        action: "sign-in-locked",
        detail: { ...typed, scope: reservation.attempt.deviceKey ? "device" : "unknown-devices" },
      });
    }
    await slowDownAfterFailure(reservation.failures);
    return data<ActionResult>({ error: TEXTS.invalidCredentials, email }, { status: 401 });
  }

  await forgetSignInFailures(reservation);
  // Two-factor on (decision 0022): no session yet, the second step starts it.
  const secondStep = await secondStepRedirect(user.id, redirectTo);
  if (secondStep) return secondStep;
  return completeSignIn(user, { request, context, redirectTo });
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return signInHeaders(actionHeaders);
}

export default function LoginScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, notice } = loaderData;
  const submitting = useNavigation().state === "submitting";
  return (
    <SignInShell title={TEXTS.loginHeading} intro={TEXTS.loginIntro}>
      {notice && !actionData ? <Notice type={notice.type} text={notice.title} /> : null}

      <Card className="p-6">
        <Form method="post" className="space-y-5" aria-describedby={actionData ? "login-error" : undefined}>
          {actionData ? (
            <div id="login-error">
              <Notice type="error" text={actionData.error} />
            </div>
          ) : null}
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Field name="email" label={TEXTS.email}>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="username"
                required
                maxLength={EMAIL_MAX_LENGTH}
                defaultValue={actionData?.email ?? ""}
                // A new answer (another wrong try) puts the typed e-mail back even after a reset.
                key={actionData?.email ?? ""}
                autoFocus={!actionData?.email}
              />
            )}
          </Field>
          <Field name="password" label={TEXTS.password}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                required
                maxLength={SIGN_IN_PASSWORD_MAX_LENGTH}
                autoFocus={Boolean(actionData?.email)}
              />
            )}
          </Field>
          <Button type="submit" className="w-full" disabled={submitting}>
            <LogIn aria-hidden className="rtl:rotate-180" />
            {submitting ? TEXTS.signingIn : TEXTS.signIn}
          </Button>
        </Form>
      </Card>

      <p className="text-center text-sm">
        <a href="/" className="text-brand-700 underline-offset-4 hover:underline">
          {TEXTS.backToWebsite}
        </a>
      </p>
    </SignInShell>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: `${TEXTS.loginTitle} | ${COMPANY.name}` },
  { name: "robots", content: "noindex, nofollow" },
];
