import { KeyRound, ShieldOff } from "lucide-react";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { USERS_PATH, type UserIntent } from "~/domain/users-admin";
import { USERS_TWO_FACTOR_TEXTS } from "~/content/two-factor";
import { ROLE_LABELS, USERS_TEXTS } from "~/content/users";
import { PASSWORD_MIN_LENGTH, ROLES, type Role } from "~/domain/users";
import { textAt } from "~/domain/form-fields";
import { ConfirmDeleteButton, PendingDelete } from "./confirm-delete";
import { useKeptValues } from "./kept-form";
import type { DeleteEffects } from "~/domain/delete-effects";

/** A user as the list shows them, dates already written out by the loader. */
export type UserRow = {
  id: string;
  name: string;
  email: string;
  role: Role;
  createdAt: string;
  createdLabel: string;
  lastSignInAt: string | null;
  lastSignInLabel: string;
  /** Two-factor sign-in is on for this user. */
  twoFactor: boolean;
};

/** Every user as a card: who, role, when; then the row's forms (role, password, delete). */
export function UsersList({
  users,
  currentUserId,
  reset,
  formsKey,
}: {
  users: UserRow[];
  currentUserId: string;
  /** A refused password reset: whose, and why. */
  reset: { userId: string; error: string } | undefined;
  /** Changes after each successful change, closing the open password forms. */
  formsKey: string;
}) {
  return (
    <Card className="overflow-hidden">
      <ul aria-label={USERS_TEXTS.listLabel} className="divide-y divide-gray-200">
        {users.map((user) => (
          <UserItem
            key={user.id}
            user={user}
            you={user.id === currentUserId}
            resetError={reset?.userId === user.id ? reset.error : undefined}
            formsKey={formsKey}
          />
        ))}
      </ul>
    </Card>
  );
}

function IntentFields({ intent, id }: { intent: UserIntent; id: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
    </>
  );
}

function UserItem({ user, you, resetError, formsKey }: { user: UserRow; you: boolean; resetError?: string; formsKey: string }) {
  const headingId = `user-${user.id}-name`;
  return (
    <li aria-labelledby={headingId} className="space-y-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 space-y-0.5">
          <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-base font-semibold text-ink">
            <span className="break-words">{user.name}</span>
            {you ? <span className="font-normal text-muted">{USERS_TEXTS.you}</span> : null}
            <Badge variant={user.role === "admin" ? "default" : "muted"}>{ROLE_LABELS[user.role]}</Badge>
            <Badge variant="muted">{user.twoFactor ? USERS_TWO_FACTOR_TEXTS.on : USERS_TWO_FACTOR_TEXTS.off}</Badge>
          </h2>
          <p className="text-sm break-all text-muted">{user.email}</p>
          <p className="text-sm">
            <Link to={`${USERS_PATH}/${encodeURIComponent(user.id)}`} className="text-brand-700 hover:underline">
              {USERS_TEXTS.historyLink}
              <span className="sr-only"> {USERS_TEXTS.ofUser(user.name)}</span>
            </Link>
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-muted sm:text-end">
          <dt>{USERS_TEXTS.lastSignIn}</dt>
          <dd className="text-ink">
            {user.lastSignInAt ? <time dateTime={user.lastSignInAt}>{user.lastSignInLabel}</time> : user.lastSignInLabel}
          </dd>
          <dt>{USERS_TEXTS.created}</dt>
          <dd className="text-ink">
            <time dateTime={user.createdAt}>{user.createdLabel}</time>
          </dd>
        </dl>
      </div>

      <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
        <RoleForm user={user} />
        <ResetPasswordForm key={formsKey} user={user} error={resetError} />
        {user.twoFactor && !you ? <ResetTwoFactorForm user={user} /> : null}
        {you ? (
          <p className="self-center text-xs text-muted sm:ms-auto">{USERS_TEXTS.ownRowHint}</p>
        ) : (
          <div className="sm:ms-auto">
            <DeleteUserButton user={user} />
          </div>
        )}
      </div>
    </li>
  );
}

/** A role chosen for this user when the session had ended comes back chosen after signing in (decision 0041). */
function RoleForm({ user }: { user: UserRow }) {
  const kept = textAt(
    useKeptValues((values) => values.intent === "change-role" && values.id === user.id),
    "role",
  );
  return (
    <Form method="post" preventScrollReset className="flex items-center gap-2">
      <IntentFields intent="change-role" id={user.id} />
      <label htmlFor={`role-${user.id}`} className="text-xs font-medium text-muted">
        {USERS_TEXTS.role}
        <span className="sr-only"> {USERS_TEXTS.ofUser(user.name)}</span>
      </label>
      <Select id={`role-${user.id}`} name="role" defaultValue={kept ?? user.role} key={user.role} className="h-8 w-32 py-0 sm:text-sm">
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </Select>
      <Button type="submit" variant="outline" size="sm">
        {USERS_TEXTS.saveRole}
        <span className="sr-only">: {user.name}</span>
      </Button>
    </Form>
  );
}

/** A native disclosure: opens without JavaScript, and stays open to show a refused password. */
function ResetPasswordForm({ user, error }: { user: UserRow; error?: string }) {
  return (
    <details open={error ? true : undefined} className="group min-w-0 [&_summary::-webkit-details-marker]:hidden">
      <summary className="inline-flex h-8 cursor-pointer list-none items-center gap-2 rounded-md border border-gray-300 bg-white px-3 text-xs font-medium text-ink shadow-sm hover:bg-gray-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500">
        <KeyRound aria-hidden className="size-4" />
        {USERS_TEXTS.resetPassword}
        <span className="sr-only">: {user.name}</span>
      </summary>
      <Form method="post" preventScrollReset className="mt-3 flex flex-wrap items-start gap-2" noValidate>
        <IntentFields intent="reset-password" id={user.id} />
        <Field name="password" label={USERS_TEXTS.newPassword} hint={USERS_TEXTS.newPasswordHint} error={error} className="w-64 max-w-full">
          {(control) => <Input {...control} type="password" autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} required />}
        </Field>
        <Button type="submit" size="sm" className="mt-6">
          {USERS_TEXTS.setPassword}
          <span className="sr-only">: {user.name}</span>
        </Button>
      </Form>
    </details>
  );
}

/** For a user who lost their phone: two-factor off, every session of theirs ended. */
function ResetTwoFactorForm({ user }: { user: UserRow }) {
  return (
    <Form method="post" preventScrollReset>
      <IntentFields intent="reset-two-factor" id={user.id} />
      <Button type="submit" variant="outline" size="sm" aria-describedby={`reset-two-factor-${user.id}-hint`}>
        <ShieldOff aria-hidden />
        {USERS_TWO_FACTOR_TEXTS.reset}
        <span className="sr-only">: {user.name}</span>
      </Button>
      <span id={`reset-two-factor-${user.id}-hint`} className="sr-only">
        {USERS_TWO_FACTOR_TEXTS.resetHint}
      </span>
    </Form>
  );
}

/**
 * Asks before deleting in an accessible dialog. Before JavaScript runs, the same button asks
 * through the URL instead (?delete=id), answered by <PendingUserDelete>.
 */
function DeleteUserButton({ user }: { user: UserRow }) {
  return (
    <ConfirmDeleteButton
      texts={USERS_TEXTS}
      record={<UserLine user={user} />}
      srSuffix={`: ${user.name}`}
      confirm={{ action: USERS_PATH, fields: [["delete", user.id]] }}
      post={{ action: USERS_PATH, fields: <IntentFields intent="delete" id={user.id} /> }}
      loadEffects
    />
  );
}

function UserLine({ user }: { user: Pick<UserRow, "name" | "email"> }) {
  return (
    <p className="text-sm text-ink">
      <span className="font-medium">{user.name}</span>
      <span className="break-all text-muted"> · {user.email}</span>
    </p>
  );
}

/** The delete confirmation without JavaScript: the same question, inline, with Cancel and Delete. */
export function PendingUserDelete({ user, effects }: { user: Pick<UserRow, "id" | "name" | "email">; effects: DeleteEffects | null }) {
  return (
    <PendingDelete
      effects={effects}
      texts={USERS_TEXTS}
      record={<UserLine user={user} />}
      post={{ action: USERS_PATH, fields: <IntentFields intent="delete" id={user.id} /> }}
      cancelHref={USERS_PATH}
    />
  );
}
