import { Loader2, UserPlus } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { useFormValidation } from "~/components/ui/use-form-validation";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { textAt, type FieldErrors, type FormValues } from "~/domain/form-fields";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, userMessageFor, USERS_TEXTS } from "~/content/users";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES, userSchemas } from "~/domain/users";

const { UserFormSchema } = userSchemas(userMessageFor);

/**
 * Adds a user. The browser checks the fields with the action's own schema as the admin
 * types; a refused add comes back with the messages and what was typed (not the password).
 */
export function AddUserForm({ serverErrors, values }: { serverErrors?: FieldErrors; values?: FormValues }) {
  const { errors, formProps } = useFormValidation(UserFormSchema, serverErrors);
  const navigation = useNavigation();
  const adding = navigation.state === "submitting" && navigation.formData?.get("intent") === "add";
  return (
    <Card aria-labelledby="add-user-title" role="region">
      <CardHeader>
        <CardTitle id="add-user-title">{USERS_TEXTS.addTitle}</CardTitle>
        <CardDescription>{USERS_TEXTS.addIntro}</CardDescription>
      </CardHeader>
      <Form method="post" preventScrollReset {...formProps}>
        <input type="hidden" name="intent" value="add" />
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <Field name="name" label={USERS_TEXTS.name} error={errors.name}>
            {(control) => (
              <Input {...control} defaultValue={textAt(values, "name")} autoComplete="off" maxLength={NAME_MAX_LENGTH} required />
            )}
          </Field>
          <Field name="email" label={USERS_TEXTS.email} error={errors.email}>
            {(control) => (
              <Input
                {...control}
                type="email"
                defaultValue={textAt(values, "email")}
                autoComplete="off"
                maxLength={EMAIL_MAX_LENGTH}
                required
              />
            )}
          </Field>
          <Field
            name="role"
            label={USERS_TEXTS.role}
            error={errors.role}
            hint={ROLES.map((role) => `${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role]}.`).join(" ")}
          >
            {(control) => (
              <Select {...control} defaultValue={textAt(values, "role") ?? "editor"}>
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field name="password" label={USERS_TEXTS.initialPassword} hint={USERS_TEXTS.passwordHint} error={errors.password}>
            {(control) => <Input {...control} type="password" autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} required />}
          </Field>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={adding}>
            {adding ? <Loader2 aria-hidden className="animate-spin" /> : <UserPlus aria-hidden />}
            {adding ? USERS_TEXTS.adding : USERS_TEXTS.addButton}
          </Button>
        </CardFooter>
      </Form>
    </Card>
  );
}
