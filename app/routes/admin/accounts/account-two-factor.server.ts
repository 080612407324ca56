import { data, redirect } from "react-router";
import { problem, type Problem } from "~/content/problem";
import { TWO_FACTOR_TEXTS as TEXTS, TWO_FACTOR_TOASTS } from "~/content/two-factor";
import { formatRecoveryCode } from "~/domain/two-factor";
import { safeRedirectPath } from "~/domain/users";
import { recordSecurityEvent, type AuditOrigin } from "~/server/accounts/audit.server";
import { inTransaction } from "~/server/platform/db.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { readForm } from "~/server/platform/posted-form.server";
import type { SessionUser } from "~/server/accounts/session.server";
import { isTwoFactorRequired } from "~/server/platform/settings.server";
import {
  cancelTwoFactorSetUp,
  checkSecondFactor,
  confirmTwoFactorSetUp,
  removeTwoFactor,
  replaceRecoveryCodes,
  startTwoFactorSetUp,
  TWO_FACTOR_ACCOUNT_PATH,
  type CodeCheck,
} from "~/server/accounts/two-factor.server";

export const ACCOUNT_TWO_FACTOR_INTENTS = ["start", "cancel", "confirm", "new-codes", "turn-off"] as const;
type Intent = (typeof ACCOUNT_TWO_FACTOR_INTENTS)[number];

export type AccountTwoFactorActionData = {
  problem?: Problem;
  /** Which form's field the message belongs to. */
  fieldError?: { intent: Intent; message: string };
  /** Shown once, right after two-factor was turned on or the codes were replaced. */
  recoveryCodes?: string[];
  enabledNow?: boolean;
};

function refuse(status: number, body: AccountTwoFactorActionData, headers?: HeadersInit) {
  return data<AccountTwoFactorActionData>(body, { status, headers });
}

/** Where the page sends the user on: back here, keeping where they were going (set-up required). */
function pagePath(request: Request): string {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return redirectTo ? `${TWO_FACTOR_ACCOUNT_PATH}?redirectTo=${encodeURIComponent(safeRedirectPath(redirectTo))}` : TWO_FACTOR_ACCOUNT_PATH;
}

/** The answer to a code (or password) that did not prove it is the user. */
async function refuseProof(checked: Extract<CodeCheck, { ok: false }>, intent: Intent, user: SessionUser, origin: AuditOrigin) {
  switch (checked.reason) {
    case "malformed":
      return refuse(400, { fieldError: { intent, message: intent === "confirm" ? TEXTS.codeMissing : TEXTS.proofMissing } });
    case "not-set-up":
      return refuse(409, { problem: problem(intent === "confirm" ? TEXTS.notSettingUp : TEXTS.unknownAction) });
    case "throttled":
      await recordSecurityEvent(origin, {
        action: "two-factor-failed",
        entity: "user",
        entityId: user.id,
        detail: { reason: "throttled", intent },
      });
      return refuse(
        429,
        { fieldError: { intent, message: TEXTS.tooManyTries(Math.ceil(checked.retryAfterSeconds / 60)) } },
        { "Retry-After": String(checked.retryAfterSeconds) },
      );
    case "wrong":
    case "replayed": {
      await recordSecurityEvent(origin, {
        action: "two-factor-failed",
        entity: "user",
        entityId: user.id,
        detail: { reason: checked.reason, intent },
      });
      const message = checked.reason === "replayed" ? TEXTS.codeReplayed : intent === "confirm" ? TEXTS.codeWrong : TEXTS.proofWrong;
      return refuse(400, { fieldError: { intent, message } });
    }
  }
}

/** The set-up page's posts, told apart by a hidden `intent`: start, cancel, confirm, new-codes, turn-off. */
export async function handleAccountTwoFactorPost(request: Request, user: SessionUser, origin: AuditOrigin) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (!(ACCOUNT_TWO_FACTOR_INTENTS as readonly unknown[]).includes(intent)) return refuse(400, { problem: problem(TEXTS.unknownAction) });

  switch (intent as Intent) {
    case "start": {
      if ((await startTwoFactorSetUp(user.id)) === "already-on") return refuse(409, { problem: problem(TEXTS.alreadyOn) });
      return redirect(pagePath(request));
    }
    case "cancel": {
      await cancelTwoFactorSetUp(user.id);
      return redirect(pagePath(request));
    }
    case "confirm": {
      const confirmed = await inTransaction(async () => {
        const outcome = await confirmTwoFactorSetUp(user.id, form.get("code"));
        if (outcome.ok) await recordSecurityEvent(origin, { action: "two-factor-enabled", entity: "user", entityId: user.id });
        return outcome;
      });
      if (!confirmed.ok) return refuseProof(confirmed, "confirm", user, origin);
      // Answered in the page rather than after a redirect: the codes are never stored or put in a cookie.
      return data<AccountTwoFactorActionData>({ recoveryCodes: confirmed.recoveryCodes.map(formatRecoveryCode), enabledNow: true });
    }
    case "new-codes": {
      const checked = await checkSecondFactor(user.id, form.get("proof"), { allowPassword: true });
      if (!checked.ok) return refuseProof(checked, "new-codes", user, origin);
      const codes = await inTransaction(async () => {
        await recordSecurityEvent(origin, {
          action: "recovery-codes-replaced",
          entity: "user",
          entityId: user.id,
          detail: { proof: checked.used },
        });
        return replaceRecoveryCodes(user.id);
      });
      return data<AccountTwoFactorActionData>({ recoveryCodes: codes.map(formatRecoveryCode) });
    }
    case "turn-off": {
      if (await isTwoFactorRequired()) return refuse(409, { problem: problem(TEXTS.cannotTurnOff) });
      const checked = await checkSecondFactor(user.id, form.get("proof"), { allowPassword: true });
      if (!checked.ok) return refuseProof(checked, "turn-off", user, origin);
      await inTransaction(async () => {
        await removeTwoFactor(user.id);
        await recordSecurityEvent(origin, {
          action: "two-factor-disabled",
          entity: "user",
          entityId: user.id,
          detail: { proof: checked.used },
        });
      });
      return redirectWithToast(TWO_FACTOR_ACCOUNT_PATH, { type: "success", ...TWO_FACTOR_TOASTS.disabled });
    }
  }
}
