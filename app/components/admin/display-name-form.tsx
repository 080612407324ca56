import { Loader2, Save } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { DISPLAY_NAME_TEXTS as TEXTS } from "~/content/users";
import { textAt } from "~/domain/form-fields";
import { NAME_MAX_LENGTH } from "~/domain/users";
import { useKeptValues } from "./kept-form";

export type DisplayNameActionData = { name?: { errors: Record<string, string>; value: string; version: number } };

/**
 * A user's display name, on their own account or on their screen for an admin (issue #23,
 * item 12): posted with the version it was read at; a refusal keeps what was typed, and so does
 * a save after the session ended, once signed in again (decision 0041): with the version it was
 * typed at, so a name changed meanwhile answers with the conflict message.
 */
export function DisplayNameForm({
  name,
  version,
  refused: answer,
  own,
}: {
  name: string;
  version: number;
  refused?: DisplayNameActionData["name"];
  own?: boolean;
}) {
  const kept = useKeptValues((values) => values.intent === "rename");
  const refused: DisplayNameActionData["name"] =
    answer ?? (kept ? { errors: {}, value: textAt(kept, "name") ?? name, version: Number(textAt(kept, "version")) || version } : undefined);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "rename";
  return (
    <Card role="region" aria-labelledby="display-name-title">
      <CardHeader>
        <CardTitle id="display-name-title">{TEXTS.title}</CardTitle>
        <CardDescription>{own ? TEXTS.ownIntro : TEXTS.intro}</CardDescription>
      </CardHeader>
      {/* The key starts the form afresh from the saved name once a save or a conflict changed it. */}
      <Form method="post" preventScrollReset key={`${refused?.version ?? version}-${name}`}>
        <input type="hidden" name="intent" value="rename" />
        <input type="hidden" name="version" value={refused?.version ?? version} />
        <CardContent className="grid max-w-md gap-5">
          {refused?.errors.form ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {refused.errors.form}
            </p>
          ) : null}
          <Field name="name" label={TEXTS.label} error={refused?.errors.name}>
            {(control) => (
              <Input {...control} defaultValue={refused?.value ?? name} autoComplete="name" maxLength={NAME_MAX_LENGTH} required />
            )}
          </Field>
        </CardContent>
        <CardFooter>
          <Button type="submit" disabled={saving}>
            {saving ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
            {saving ? TEXTS.saving : TEXTS.save}
          </Button>
        </CardFooter>
      </Form>
    </Card>
  );
}
