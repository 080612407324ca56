import { Copy, Download, KeyRound, Printer, ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import QRCode from "qrcode";
import { Form, Link, useNavigation } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { ProblemAlert } from "~/components/admin/problem-alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Notice } from "~/components/ui/notice";
import { useHydrated } from "~/components/ui/use-hydrated";
import { COMPANY } from "~/content/company";
import { TWO_FACTOR_TEXTS as TEXTS, TWO_FACTOR_TOASTS } from "~/content/two-factor";
import { formatUtcDateTime } from "~/domain/enquiries";
import { CODE_INPUT_MAX_LENGTH, groupSecret, otpauthUri } from "~/domain/two-factor";
import { PASSWORD_MAX_LENGTH, safeRedirectPath } from "~/domain/users";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import { auditOrigin } from "~/server/accounts/audit.server";
import { isTwoFactorRequired } from "~/server/platform/settings.server";
import { getTwoFactorStatus } from "~/server/accounts/two-factor.server";
import type { Route } from "./+types/account-two-factor";
import { handleAccountTwoFactorPost, type AccountTwoFactorActionData } from "./account-two-factor.server";

/** The signed-in user's own two-factor sign-in: set up with a QR code, recovery codes, turn off (decision 0022). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const [status, required] = await Promise.all([getTwoFactorStatus(user.id), isTwoFactorRequired()]);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  let setUp: { qrSvg: string; secret: string } | null = null;
  if (status.state === "setting-up" && status.secret) {
    const uri = otpauthUri({ secretBase32: status.secret, issuer: COMPANY.name, account: user.email });
    // Drawn here as an SVG of plain paths: no image service sees the secret, and no script is needed.
    setUp = {
      qrSvg: await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 }),
      secret: groupSecret(status.secret),
    };
  }
  return {
    state: status.state,
    setUp,
    secretUnreadable: status.state === "setting-up" && !status.secret,
    enabledAt: status.state === "on" ? { iso: status.enabledAt.toISOString(), label: formatUtcDateTime(status.enabledAt) } : null,
    recoveryCodesLeft: status.state === "on" ? status.recoveryCodesLeft : 0,
    required,
    mustSetUp: required && status.state !== "on",
    continueTo: safeRedirectPath(redirectTo),
    account: user.email,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAccountTwoFactorPost(request, signedInUser(context), auditOrigin(context));
}

export function headers() {
  // Recovery codes and the set-up key are in this page: never kept by any cache.
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };
}

export default function AccountTwoFactorScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { state, setUp, secretUnreadable, enabledAt, recoveryCodesLeft, required, mustSetUp, continueTo, account } = loaderData;
  const answer = actionData as AccountTwoFactorActionData | undefined;
  return (
    <div className="max-w-2xl space-y-6">
      <AdminPageHeader back={{ to: "/admin", label: TEXTS.dashboardLink }} title={TEXTS.pageTitle} subtitle={TEXTS.pageSubtitle} />
      <ProblemAlert problem={answer?.problem} />
      {answer?.recoveryCodes ? (
        <RecoveryCodes codes={answer.recoveryCodes} enabledNow={Boolean(answer.enabledNow)} continueTo={continueTo} account={account} />
      ) : (
        <>
          {mustSetUp ? <Notice type="error" text={TEXTS.requiredNotice} /> : null}
          {state === "off" || secretUnreadable ? <SetUpStart unreadable={secretUnreadable} /> : null}
          {setUp ? <SetUpSteps setUp={setUp} error={fieldError(answer, "confirm")} /> : null}
          {state === "on" && enabledAt ? (
            <TwoFactorOn
              enabledAt={enabledAt}
              recoveryCodesLeft={recoveryCodesLeft}
              required={required}
              newCodesError={fieldError(answer, "new-codes")}
              turnOffError={fieldError(answer, "turn-off")}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

function fieldError(answer: AccountTwoFactorActionData | undefined, intent: string): string | undefined {
  return answer?.fieldError?.intent === intent ? answer.fieldError.message : undefined;
}

function Intent({ value }: { value: string }) {
  return <input type="hidden" name="intent" value={value} />;
}

function SetUpStart({ unreadable }: { unreadable: boolean }) {
  return (
    <Card className="space-y-4 p-6">
      <h2 className="text-lg font-semibold text-ink">{TEXTS.offHeading}</h2>
      <p className="text-sm text-muted">{unreadable ? TEXTS.secretUnreadable : TEXTS.offIntro}</p>
      <Form method="post">
        <Intent value="start" />
        <Button type="submit">
          <ShieldCheck aria-hidden />
          {TEXTS.setUp}
        </Button>
      </Form>
    </Card>
  );
}

function SetUpSteps({ setUp, error }: { setUp: { qrSvg: string; secret: string }; error?: string }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <Card className="space-y-6 p-6">
      <section aria-labelledby="scan-heading" className="space-y-3">
        <h2 id="scan-heading" className="text-lg font-semibold text-ink">
          {TEXTS.scanHeading}
        </h2>
        <div
          role="img"
          aria-label={TEXTS.qrLabel}
          className="size-52 rounded-md border border-gray-200 bg-white [&>svg]:size-full"
          dangerouslySetInnerHTML={{ __html: setUp.qrSvg }}
        />
        <h3 className="text-sm font-medium text-ink">{TEXTS.manualHeading}</h3>
        <p>
          <code data-testid="two-factor-secret" className="rounded bg-gray-100 px-2 py-1 font-mono text-sm break-all text-ink">
            {setUp.secret}
          </code>
        </p>
        <p className="text-xs text-muted">{TEXTS.manualHint}</p>
      </section>
      <section aria-labelledby="confirm-heading" className="space-y-3">
        <h2 id="confirm-heading" className="text-lg font-semibold text-ink">
          {TEXTS.confirmHeading}
        </h2>
        <Form method="post" className="flex flex-wrap items-start gap-3" noValidate>
          <Intent value="confirm" />
          <Field name="code" label={TEXTS.codeLabel} hint={TEXTS.codeHint} error={error} className="w-56">
            {(control) => (
              <Input
                {...control}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={CODE_INPUT_MAX_LENGTH}
                required
                autoFocus={Boolean(error)}
                className="tracking-widest"
              />
            )}
          </Field>
          <Button type="submit" className="mt-6" disabled={submitting}>
            {TEXTS.confirmButton}
          </Button>
        </Form>
        <Form method="post">
          <Intent value="cancel" />
          <Button type="submit" variant="ghost" size="sm">
            {TEXTS.cancelSetUp}
          </Button>
        </Form>
      </section>
    </Card>
  );
}

/** The id the print stylesheet keeps on paper (app/app.css): the codes, nothing else of the screen. */
const RECOVERY_CODES_ID = "recovery-codes";

function RecoveryCodes({
  codes,
  enabledNow,
  continueTo,
  account,
}: {
  codes: string[];
  enabledNow: boolean;
  continueTo: string;
  account: string;
}) {
  return (
    <div className="space-y-4">
      {enabledNow ? <Notice type="success" text={`${TWO_FACTOR_TOASTS.enabled.title}. ${TWO_FACTOR_TOASTS.enabled.description}`} /> : null}
      <Card id={RECOVERY_CODES_ID} className="space-y-4 p-6">
        <h2 className="text-lg font-semibold text-ink">{TEXTS.codesHeading}</h2>
        <p className="text-sm text-muted">{TEXTS.codesIntro}</p>
        <ul aria-label={TEXTS.codesListLabel} className="grid grid-cols-2 gap-2 font-mono text-base text-ink sm:w-96">
          {codes.map((code) => (
            <li key={code} className="rounded bg-gray-100 px-3 py-1.5 text-center">
              {code}
            </li>
          ))}
        </ul>
        <SaveCodes codes={codes} account={account} />
        <Button asChild className="print:hidden">
          <Link to={continueTo}>{TEXTS.continue}</Link>
        </Button>
      </Card>
    </div>
  );
}

/**
 * Ways to keep the codes. The download is a data: link with a file name, so it works without
 * JavaScript (the codes are only in this page: the server keeps their hashes). Copy and Print
 * need JavaScript and appear once it runs; the browser's own Print keeps only the codes too.
 */
function SaveCodes({ codes, account }: { codes: string[]; account: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const text = codes.join("\n");
  const file = `${TEXTS.codesFileHeader(COMPANY.name, account)}\n${text}\n`;
  return (
    <div className="space-y-2 print:hidden">
      <div className="flex flex-wrap gap-2">
        {hydrated ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              if (!navigator.clipboard) return setCopied("failed");
              navigator.clipboard.writeText(text).then(
                () => setCopied("copied"),
                () => setCopied("failed"),
              );
            }}
          >
            <Copy aria-hidden />
            {TEXTS.copyCodes}
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`} download={TEXTS.codesFileName}>
            <Download aria-hidden />
            {TEXTS.downloadCodes}
          </a>
        </Button>
        {hydrated ? (
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden />
            {TEXTS.printCodes}
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-muted">
        {copied === "copied" ? TEXTS.codesCopied : copied === "failed" ? TEXTS.copyFailed : null}
      </p>
    </div>
  );
}

function TwoFactorOn({
  enabledAt,
  recoveryCodesLeft,
  required,
  newCodesError,
  turnOffError,
}: {
  enabledAt: { iso: string; label: string };
  recoveryCodesLeft: number;
  required: boolean;
  newCodesError?: string;
  turnOffError?: string;
}) {
  return (
    <>
      <Card className="space-y-2 p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
          <ShieldCheck aria-hidden className="size-5 text-green-700" />
          {TEXTS.onHeading}
        </h2>
        <p className="text-sm text-muted">
          <time dateTime={enabledAt.iso}>{TEXTS.onSince(enabledAt.label)}</time> {TEXTS.codesLeft(recoveryCodesLeft)}
        </p>
      </Card>
      <ProofForm
        intent="new-codes"
        heading={TEXTS.newCodesHeading}
        intro={TEXTS.newCodesIntro}
        button={TEXTS.newCodesButton}
        error={newCodesError}
      />
      {required ? (
        <Card className="space-y-2 p-6">
          <h2 className="text-lg font-semibold text-ink">{TEXTS.turnOffHeading}</h2>
          <p className="text-sm text-muted">{TEXTS.cannotTurnOff}</p>
        </Card>
      ) : (
        <ProofForm
          intent="turn-off"
          heading={TEXTS.turnOffHeading}
          intro={TEXTS.turnOffIntro}
          button={TEXTS.turnOffButton}
          error={turnOffError}
          danger
        />
      )}
    </>
  );
}

/** A change that needs a current code or the password first. */
function ProofForm({
  intent,
  heading,
  intro,
  button,
  error,
  danger = false,
}: {
  intent: "new-codes" | "turn-off";
  heading: string;
  intro: string;
  button: string;
  error?: string;
  danger?: boolean;
}) {
  const headingId = `${intent}-heading`;
  const Icon = danger ? ShieldOff : KeyRound;
  return (
    <Card className="space-y-3 p-6">
      <section aria-labelledby={headingId} className="space-y-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {heading}
        </h2>
        <p className="text-sm text-muted">{intro}</p>
        <Form method="post" className="flex flex-wrap items-start gap-3" noValidate>
          <Intent value={intent} />
          <Field name="proof" label={TEXTS.proofLabel} hint={TEXTS.proofHint} error={error} className="w-72 max-w-full">
            {(control) => (
              <Input {...control} type="password" autoComplete="off" maxLength={PASSWORD_MAX_LENGTH} required autoFocus={Boolean(error)} />
            )}
          </Field>
          <Button type="submit" variant={danger ? "destructive" : "outline"} className="mt-6">
            <Icon aria-hidden />
            {button}
          </Button>
        </Form>
      </section>
    </Card>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(TEXTS.pageTitle);
