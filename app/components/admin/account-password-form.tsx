import { KeyRound, Loader2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { ACCOUNT_TEXTS as TEXTS } from "~/content/account";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_IN_PASSWORD_MAX_LENGTH } from "~/domain/users";
import type { PasswordFieldErrors } from "~/domain/account";

/** Changes the signed-in user's password with the current one; a refusal comes back field by field, nothing kept. */
export function ChangePasswordForm({ email, errors = {} }: { email: string; errors?: PasswordFieldErrors }) {
  const navigation = useNavigation();
  const changing = navigation.state === "submitting" && navigation.formData?.get("intent") === "change-password";
  return (
    <Card role="region" aria-labelledby="password-title">
      <CardHeader>
        <CardTitle id="password-title">{TEXTS.passwordTitle}</CardTitle>
        <CardDescription>{TEXTS.passwordIntro}</CardDescription>
      </CardHeader>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="change-password" />
        {/* Lets a password manager file the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <CardContent className="grid max-w-md gap-5">
          <Field name="currentPassword" label={TEXTS.currentPassword} error={errors.currentPassword}>
            {(control) => (
              <Input {...control} type="password" autoComplete="current-password" maxLength={SIGN_IN_PASSWORD_MAX_LENGTH} required />
            )}
          </Field>
          <Field name="password" label={TEXTS.newPassword} hint={TEXTS.newPasswordHint} error={errors.password}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                minLength={PASSWORD_MIN_LENGTH}
                maxLength={PASSWORD_MAX_LENGTH}
                required
              />
            )}
          </Field>
          <Field name="confirmPassword" label={TEXTS.confirmPassword} error={errors.confirmPassword}>
            {(control) => <Input {...control} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} required />}
          </Field>
        </CardContent>
        <CardFooter>
          <Button type="submit" disabled={changing}>
            {changing ? <Loader2 aria-hidden className="animate-spin" /> : <KeyRound aria-hidden />}
            {changing ? TEXTS.changing : TEXTS.changePassword}
          </Button>
        </CardFooter>
      </Form>
    </Card>
  );
}
